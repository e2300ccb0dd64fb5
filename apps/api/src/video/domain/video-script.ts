/** One slide: what it shows and what the voice says while it is shown (also its caption). */
export interface Slide {
  heading: string;
  body: string;
  narration: string;
}

/** What the program explainer needs of a program (mapped from the catalogue by an adapter). */
export interface ProgramFacts {
  name: string;
  provider: string;
  description: string;
  maxAmountEur: number;
  subsidyRateMax: number | null;
  /** false: the source states no amounts (an imported program); `maxAmountEur` then means nothing. */
  amountsKnown?: boolean;
  /** `YYYY-MM-DD` or null (open-ended). */
  applicationDeadline: string | null;
  url: string | null;
  /** Source and licence of an imported text (CC BY-ND), shown with the link; null for our own texts. */
  attribution?: string | null;
}

/** What the calculation summary needs of a stored calculation. */
export interface CalculationFacts {
  programName: string;
  estimatedSubsidyEur: number;
  effectiveSubsidyRate: number;
  projectBudgetEur: number;
  eligible: boolean;
  warnings: string[];
}

/** Between a number and its unit on a slide: a no-break space, so "250.000 €" never breaks. */
const NBSP = '\u00a0';
const amount = (n: number) =>
  new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 }).format(Math.round(n));
const euro = (n: number) => `${amount(n)}${NBSP}€`;
const spokenEuro = (n: number) => `${amount(n)} Euro`;
const rateNumber = (rate: number) =>
  new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 }).format(rate * 100);
const percent = (rate: number) => `${rateNumber(rate)}${NBSP}%`;
const spokenPercent = (rate: number) => `${rateNumber(rate)} Prozent`;

/** An address longer than this would take more than three lines of a slide: its site is shown instead. */
const MAX_SHOWN_URL = 120;

/**
 * The link slide shows the whole address (wrapped, never cut) and says so; an address too long to read off a
 * slide shows its site and the program's name to search for, and the narration says that instead (it once
 * showed a cut address and "Den Link finden Sie im Bild").
 */
function linkFor(url: string | null, name: string): { shown: string; spoken: string } {
  if (!url) return { shown: '', spoken: '' };
  if (url.length <= MAX_SHOWN_URL) return { shown: url, spoken: ' Den Link finden Sie im Bild.' };
  let host: string;
  try {
    host = new URL(url).host;
  } catch {
    return { shown: '', spoken: '' };
  }
  return {
    shown: `${host}, Suche: „${name}“`,
    spoken: ` Sie finden es auf ${host} unter seinem Namen.`,
  };
}
const germanDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
};
/**
 * The first sentence of a description: a slide holds one thought. One longer than 220 characters ends at the
 * last whole word before them, with "…" ("…in die Optimie" was shown and spoken).
 */
const firstSentence = (text: string) => {
  const flat = text.trim().replace(/\s+/g, ' ');
  const match = /^(.{20,220}?[.!?])(\s|$)/s.exec(flat);
  if (match) return match[1]!;
  if (flat.length <= 220) return flat;
  const cut = flat.slice(0, 221);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[\s,;:–-]+$/, '')} …`;
};

export function programExplainerScript(p: ProgramFacts, title?: string): Slide[] {
  const heading = title?.trim() || p.name;
  const rate = p.subsidyRateMax === null ? null : percent(p.subsidyRateMax);
  const what = firstSentence(p.description) || 'Keine Beschreibung hinterlegt.';
  const link = linkFor(p.url, p.name);
  return [
    {
      heading,
      body: `Fördergeber: ${p.provider}`,
      narration: `${heading}. Ein Förderprogramm von ${p.provider}.`,
    },
    { heading: 'Was gefördert wird', body: what, narration: what.replace(/ …$/, '.') },
    p.amountsKnown === false
      ? {
          // Never "höchstens 0 Euro": the source states no amount.
          heading: 'Quote und Höchstbetrag',
          body: 'Förderhöhe nicht angegeben',
          // The link is on the next slide, not on this one (narration says what is shown).
          narration: `Die Förderhöhe ist in der Quelle nicht angegeben.${link.shown ? ' Die Quelle zeigt das nächste Bild.' : ''}`,
        }
      : {
          heading: 'Quote und Höchstbetrag',
          body: rate
            ? `Bis zu ${rate}, höchstens ${euro(p.maxAmountEur)}`
            : `Höchstens ${euro(p.maxAmountEur)}`,
          narration: rate
            ? `Gefördert werden bis zu ${spokenPercent(p.subsidyRateMax!)}, höchstens ${spokenEuro(p.maxAmountEur)}.`
            : `Gefördert werden höchstens ${spokenEuro(p.maxAmountEur)}.`,
        },
    {
      heading: 'Frist und Link',
      body: [
        p.applicationDeadline
          ? `Antrag bis ${germanDate(p.applicationDeadline)}`
          : 'Keine Antragsfrist bekannt',
        link.shown,
        p.attribution ?? '',
      ]
        .filter(Boolean)
        .join('\n'),
      narration:
        (p.applicationDeadline
          ? `Anträge sind bis zum ${germanDate(p.applicationDeadline)} möglich.`
          : 'Eine Antragsfrist ist nicht bekannt.') + link.spoken,
    },
  ];
}

export function calculationSummaryScript(c: CalculationFacts, title?: string): Slide[] {
  const heading = title?.trim() || 'Ihre Förderberechnung';
  const warnings = c.warnings.slice(0, 3);
  return [
    {
      heading,
      body: c.programName,
      narration: `${heading}. Programm: ${c.programName}.`,
    },
    {
      heading: c.eligible ? 'Geschätzter Zuschuss' : 'Voraussichtlich nicht förderfähig',
      body: `${euro(c.estimatedSubsidyEur)} bei ${euro(c.projectBudgetEur)} Projektbudget\nFörderquote ${percent(c.effectiveSubsidyRate)}`,
      narration: c.eligible
        ? `Geschätzt werden ${spokenEuro(c.estimatedSubsidyEur)} Zuschuss bei ${spokenEuro(c.projectBudgetEur)} Projektbudget. Das ist eine Quote von ${spokenPercent(c.effectiveSubsidyRate)}.`
        : `Nach den Angaben ist das Vorhaben voraussichtlich nicht förderfähig. Geschätzt werden ${spokenEuro(c.estimatedSubsidyEur)}.`,
    },
    {
      heading: 'Hinweise',
      body: warnings.length ? warnings.map((w) => `• ${w}`).join('\n') : 'Keine Hinweise.',
      narration: warnings.length
        ? `Bitte beachten Sie: ${warnings.join(' ')}`
        : 'Es gibt keine besonderen Hinweise. Die Schätzung ersetzt keine Prüfung durch den Fördergeber.',
    },
  ];
}
