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

const euro = (n: number) =>
  `${new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 }).format(Math.round(n))} €`;
const spokenEuro = (n: number) => euro(n).replace('€', 'Euro');
const percent = (rate: number) =>
  `${new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 }).format(rate * 100)} %`;
const spokenPercent = (rate: number) => percent(rate).replace('%', 'Prozent');
const germanDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
};
/** The first sentence (or the first 220 characters) of a description: a slide holds one thought. */
const firstSentence = (text: string) => {
  const match = /^(.{20,220}?[.!?])(\s|$)/s.exec(text.trim());
  return (match?.[1] ?? text.trim().slice(0, 220)).replace(/\s+/g, ' ');
};

export function programExplainerScript(p: ProgramFacts, title?: string): Slide[] {
  const heading = title?.trim() || p.name;
  const rate = p.subsidyRateMax === null ? null : percent(p.subsidyRateMax);
  const what = firstSentence(p.description) || 'Keine Beschreibung hinterlegt.';
  return [
    {
      heading,
      body: `Fördergeber: ${p.provider}`,
      narration: `${heading}. Ein Förderprogramm von ${p.provider}.`,
    },
    { heading: 'Was gefördert wird', body: what, narration: what },
    p.amountsKnown === false
      ? {
          // Never "höchstens 0 Euro": the source states no amount (issue 29).
          heading: 'Quote und Höchstbetrag',
          body: 'Förderhöhe nicht angegeben',
          narration: 'Die Förderhöhe ist in der Quelle nicht angegeben. Den Link finden Sie im Bild.',
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
        p.url ?? '',
        p.attribution ?? '',
      ]
        .filter(Boolean)
        .join('\n'),
      narration: p.applicationDeadline
        ? `Anträge sind bis zum ${germanDate(p.applicationDeadline)} möglich. Den Link finden Sie im Bild.`
        : 'Eine Antragsfrist ist nicht bekannt. Den Link finden Sie im Bild.',
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
