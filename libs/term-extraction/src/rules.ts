import { FEDERAL_STATES, type CompanySize, type ProgramCategory } from '@libs/shared';
import { AMOUNT, amountOf, FRACTION_WORDS, parseGermanNumber, PERCENT } from './german-numbers';
import { DATE, isoDateOf } from './german-dates';
import type { TermName, TermProposal } from './proposal';
import type { Sentence } from './sentences';

type Found = Omit<TermProposal, 'evidence'> & { at: number; length: number };
/** A rule reads one sentence and returns what it found, with offsets into the sentence. */
export interface Rule {
  id: string;
  term: TermName;
  find(sentence: string): Found[];
}

/** Words that turn the clause they stand in around ("nicht", "keine", "ausgenommen", ...). */
const NEGATION = /\b(?:nicht|kein(?:e|en|er|es)?|ausgenommen|ausgeschlossen|nie)\b/i;
/** The clause (between commas or sentence ends) around an offset. */
function clauseAround(sentence: string, at: number): string {
  const from = Math.max(sentence.lastIndexOf(',', at), sentence.lastIndexOf(';', at)) + 1;
  const next = sentence.slice(at).search(/[,;]/);
  return sentence.slice(from, next < 0 ? sentence.length : at + next);
}
// "nicht rückzahlbar" describes a grant; it negates nothing.
const negated = (sentence: string, at: number) =>
  NEGATION.test(clauseAround(sentence, at).replace(/nicht\s+rückzahlbar\w*/gi, ''));

const RATE_CONTEXT =
  /zuschuss|förder(?:quote|satz|ung|fähig)|gefördert|ausgaben|kosten|bezuschusst|erstattet/i;
const OWN_SHARE = /eigenanteil|eigenbeteiligung|eigenmittel|eigenleistung/i;
const SIZE_WORDS: ReadonlyArray<{ pattern: RegExp; sizes: CompanySize[] }> = [
  { pattern: /kleinstunternehmen/i, sizes: ['micro'] },
  { pattern: /kleine(?:n|re)?\s+unternehmen|kleinunternehmen/i, sizes: ['micro', 'small'] },
  { pattern: /mittlere(?:n)?(?:\s+unternehmen)?/i, sizes: ['medium'] },
  { pattern: /große(?:n)?\s+unternehmen|großunternehmen/i, sizes: ['large'] },
];

function* matches(pattern: RegExp, text: string): Generator<RegExpMatchArray & { index: number }> {
  const re = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  for (let m = re.exec(text); m; m = re.exec(text)) yield m as RegExpMatchArray & { index: number };
}

/** Rates that differ by size in one sentence: "für kleine Unternehmen bis zu 50 %, für mittlere 35 %". */
const sizeDependentRate: Rule = {
  id: 'rate.by-size',
  term: 'subsidyRateMax',
  find(sentence) {
    if (!RATE_CONTEXT.test(sentence) || OWN_SHARE.test(sentence)) return [];
    const found: Found[] = [];
    for (const m of matches(PERCENT, sentence)) {
      const before = sentence.slice(Math.max(0, m.index - 60), m.index);
      const size = SIZE_WORDS.map((s) => ({ s, at: before.search(s.pattern) }))
        .filter((x) => x.at >= 0)
        .sort((a, b) => b.at - a.at)[0];
      if (!size || /,\s*\w/.test(before.slice(size.at).replace(/^[^,]*?\d/, ''))) continue;
      const value = parseGermanNumber(m[1]!);
      if (value === null || value > 100) continue;
      found.push({
        term: 'subsidyRateMax',
        value,
        at: m.index,
        length: m[0].length,
        confidence: 0.7,
        rule: this.id,
        condition: {
          companySizes: size.s.sizes,
          note: 'gilt nur für einen Teil der Antragsteller (Größenklasse)',
        },
      });
    }
    return found.length >= 2 ? found : [];
  },
};

/** "bis zu 50 Prozent", "höchstens 40 %", "von 30 bis 50 %", "zwei Drittel der Ausgaben". */
const rateMax: Rule = {
  id: 'rate.max',
  term: 'subsidyRateMax',
  find(sentence) {
    if (!RATE_CONTEXT.test(sentence) || OWN_SHARE.test(sentence)) return [];
    if (sizeDependentRate.find(sentence).length > 0) return [];
    const percents = [...matches(PERCENT, sentence)]
      .map((m) => ({ m, value: parseGermanNumber(m[1]!) }))
      .filter((p): p is typeof p & { value: number } => p.value !== null && p.value <= 100)
      .filter((p) => !negated(sentence, p.m.index));
    if (percents.length > 0) {
      const best = percents.reduce((a, b) => (b.value > a.value ? b : a));
      const before = sentence.slice(Math.max(0, best.m.index - 25), best.m.index);
      const bounded = /(bis\s+zu|höchstens|maximal|max\.|bis)\s*$/i.test(before);
      return [
        {
          term: 'subsidyRateMax',
          value: best.value,
          at: best.m.index,
          length: best.m[0].length,
          confidence: percents.length > 1 ? 0.6 : bounded ? 0.85 : 0.7,
          rule: percents.length > 1 ? 'rate.max-of-range' : bounded ? 'rate.max' : 'rate.stated',
        },
      ];
    }
    for (const { pattern, percent } of FRACTION_WORDS) {
      const m = [...matches(pattern, sentence)][0];
      if (m && !negated(sentence, m.index))
        return [
          {
            term: 'subsidyRateMax',
            value: percent,
            at: m.index,
            length: m[0].length,
            confidence: 0.7,
            rule: 'rate.fraction-word',
          },
        ];
    }
    return [];
  },
};

const MAX_WORDS =
  /(?:höchstens|maximal|max\.|bis\s+zu|bis\s+zur\s+höhe\s+von|höchstbetrag(?:\s+von)?|begrenzt\s+auf|gedeckelt\s+auf)\s*$/i;
const MIN_WORDS = /(?:mindestens|mind\.|mindest\w*(?:\s+von)?|nicht\s+unter|ab)\s*$/i;
const AMOUNT_CONTEXT = /zuschuss|förder|darlehen|kredit|investition|vorhaben|ausgaben|kosten|betrag|summe/i;

/** "höchstens 15.000 Euro", "bis zu 1,5 Mio. Euro" (max); "mindestens 5.000 Euro", "Mindestinvestition von 10.000 €" (min). */
const amounts: Rule = {
  id: 'amount',
  term: 'maxAmount',
  find(sentence) {
    if (!AMOUNT_CONTEXT.test(sentence)) return [];
    const found: Found[] = [];
    for (const m of matches(AMOUNT, sentence)) {
      const value = amountOf(m);
      if (value === null || value <= 0) continue;
      const before = sentence.slice(Math.max(0, m.index - 40), m.index);
      if (MIN_WORDS.test(before) && !/nicht\s+unter\s*$/i.test(before.replace(MIN_WORDS, '')))
        found.push({
          term: 'minAmount',
          value,
          at: m.index,
          length: m[0].length,
          confidence: 0.75,
          rule: 'amount.min',
        });
      else if (MAX_WORDS.test(before))
        found.push({
          term: 'maxAmount',
          value,
          at: m.index,
          length: m[0].length,
          confidence: 0.85,
          rule: 'amount.max',
        });
    }
    return found.filter((f) => !negated(sentence, f.at));
  },
};

const DEADLINE_CONTEXT = /antr(?:ag|äge)|einreich|frist|skizze|bewerbung|gestellt/i;
/** "Anträge können bis zum 30. Juni 2026 gestellt werden", "Einreichungsfrist: 31.12.2026". */
const deadline: Rule = {
  id: 'deadline',
  term: 'applicationDeadline',
  find(sentence) {
    if (!DEADLINE_CONTEXT.test(sentence)) return [];
    const found: Found[] = [];
    for (const m of matches(DATE, sentence)) {
      const iso = isoDateOf(m);
      if (!iso) continue;
      const before = sentence.slice(Math.max(0, m.index - 40), m.index);
      if (
        !/(bis(?:\s+zum|\s+spätestens)?|spätestens(?:\s+am|\s+bis)?|stichtag|frist)\W*(?:am\s+)?$/i.test(
          before,
        )
      )
        continue;
      const sketch = /skizze/i.test(sentence);
      found.push({
        term: 'applicationDeadline',
        value: iso,
        at: m.index,
        length: m[0].length,
        confidence: sketch ? 0.55 : 0.8,
        rule: sketch ? 'deadline.sketch' : 'deadline',
        ...(sketch
          ? { condition: { note: 'Frist für Skizzen (erste Stufe), nicht für den förmlichen Antrag' } }
          : {}),
      });
    }
    return found;
  },
};

const STATE_NAMES = Object.entries(FEDERAL_STATES).sort((a, b) => b[1].length - a[1].length);
/** "mit Sitz in Sachsen", "Betriebsstätte im Freistaat Bayern", "bundesweit". */
const regions: Rule = {
  id: 'regions.seat',
  term: 'eligibleRegions',
  find(sentence) {
    const found: Found[] = [];
    for (const [code, name] of STATE_NAMES) {
      const m = [
        ...matches(
          new RegExp(
            `(?:sitz|betriebsstätte|niederlassung|ansässig|standort)[^.;]{0,40}?\\b(?:in|im)\\b[^.;]{0,20}?${name}`,
            'i',
          ),
          sentence,
        ),
      ][0];
      if (!m || negated(sentence, m.index)) continue;
      // "Sachsen" inside "Sachsen-Anhalt" is another Land.
      if (sentence.slice(m.index + m[0].length).startsWith('-')) continue;
      if (found.some((f) => (f.value as string[]).includes(code))) continue;
      found.push({
        term: 'eligibleRegions',
        value: [code],
        at: m.index,
        length: m[0].length,
        confidence: 0.8,
        rule: this.id,
      });
    }
    const nationwide = [...matches(/\bbundesweit\b/i, sentence)][0];
    if (nationwide && found.length === 0)
      found.push({
        term: 'eligibleRegions',
        value: ['bundesweit'],
        at: nationwide.index,
        length: nationwide[0].length,
        confidence: 0.55,
        rule: 'regions.nationwide',
      });
    return found;
  },
};

/** "kleine und mittlere Unternehmen (KMU)", "Großunternehmen sind ausgeschlossen". */
const companySizes: Rule = {
  id: 'sizes',
  term: 'companySizes',
  find(sentence) {
    const sme = [...matches(/kleine(?:n)?\s+und\s+mittlere(?:n)?\s+unternehmen|\bKMU\b/i, sentence)][0];
    const large = [...matches(/großunternehmen|große(?:n)?\s+unternehmen/i, sentence)][0];
    if (large && negated(sentence, large.index))
      return [
        {
          term: 'companySizes',
          value: ['micro', 'small', 'medium'],
          at: large.index,
          length: large[0].length,
          confidence: 0.7,
          rule: 'sizes.large-excluded',
        },
      ];
    if (sme && !negated(sentence, sme.index)) {
      const value = large ? ['micro', 'small', 'medium', 'large'] : ['micro', 'small', 'medium'];
      return [
        {
          term: 'companySizes',
          value,
          at: sme.index,
          length: sme[0].length,
          confidence: 0.75,
          rule: 'sizes.sme',
        },
      ];
    }
    return [];
  },
};

/** "als De-minimis-Beihilfe gewährt" (true), "keine De-minimis-Beihilfe" (false). */
const deminimis: Rule = {
  id: 'deminimis',
  term: 'deminimis',
  find(sentence) {
    const m = [...matches(/de[-\s]?minimis/i, sentence)][0];
    if (!m) return [];
    const no = negated(sentence, m.index);
    return [
      {
        term: 'deminimis',
        value: !no,
        at: m.index,
        length: m[0].length,
        confidence: no ? 0.6 : 0.85,
        rule: no ? 'deminimis.negated' : 'deminimis',
      },
    ];
  },
};

/** The catalogue's target-group vocabulary (../shared/data: 107 programs) and the words that name each. */
const GROUPS: ReadonlyArray<{ group: string; pattern: RegExp }> = [
  { group: 'Gruender', pattern: /existenzgründ\w*|gründer(?:innen)?\b|gründungswillige/i },
  { group: 'Startups', pattern: /start-?ups?\b/i },
  { group: 'Freiberufler', pattern: /freiberufler\w*|freie(?:n)?\s+berufe/i },
  { group: 'Handwerk', pattern: /handwerk\w*/i },
  { group: 'KMU', pattern: /\bKMU\b|kleine(?:n)?\s+und\s+mittlere(?:n)?\s+unternehmen/i },
  { group: 'Hochschulen', pattern: /hochschul\w*|universität\w*/i },
  { group: 'Forschungseinrichtungen', pattern: /forschungseinrichtung\w*/i },
  { group: 'Kommunen', pattern: /kommunen|gemeinden|landkreise/i },
  { group: 'Privatpersonen', pattern: /privatpersonen/i },
  { group: 'Landwirte', pattern: /landwirt\w*/i },
];
const ELIGIBILITY =
  /antragsberechtigt|zuwendungsempfänger|gefördert\s+werden|richtet\s+sich\s+an|zielgruppe|können\s+\w*\s*beantragen/i;
const targetGroups: Rule = {
  id: 'groups',
  term: 'targetGroups',
  find(sentence) {
    const eligible = ELIGIBILITY.test(sentence);
    const found: Found[] = [];
    for (const { group, pattern } of GROUPS) {
      const m = [...matches(pattern, sentence)][0];
      if (!m || negated(sentence, m.index)) continue;
      found.push({
        term: 'targetGroups',
        value: [group],
        at: m.index,
        length: m[0].length,
        confidence: eligible ? 0.75 : 0.45,
        rule: eligible ? 'groups.eligible' : 'groups.mentioned',
      });
    }
    return found;
  },
};

const INSTRUMENTS: ReadonlyArray<{ category: ProgramCategory; pattern: RegExp }> = [
  { category: 'zuschuss', pattern: /zuschuss|zuschüsse|nicht\s+rückzahlbar/i },
  { category: 'darlehen', pattern: /darlehen|förderkredit|\bkredit/i },
  { category: 'buergschaft', pattern: /bürgschaft|garantie/i },
  { category: 'beteiligung', pattern: /beteiligung|eigenkapital|wagniskapital|venture/i },
  { category: 'steuervorteil', pattern: /steuer\w*|forschungszulage/i },
  { category: 'beratung', pattern: /beratung(?:sleistung)?(?:en)?\b/i },
];
/** "Die Förderung erfolgt als nicht rückzahlbarer Zuschuss" (the form of aid stated), else a mention. */
const category: Rule = {
  id: 'category',
  term: 'category',
  find(sentence) {
    const stated =
      /(?:erfolgt|gewährt|vergeben|ausgereicht)\s+(?:wird\s+)?(?:als|in\s+form)|förderart|art\s+der\s+förderung/i.test(
        sentence,
      );
    const hits = INSTRUMENTS.map(({ category, pattern }) => ({
      category,
      m: [...matches(pattern, sentence)][0],
    }))
      .filter(
        (h): h is { category: ProgramCategory; m: RegExpMatchArray & { index: number } } => h.m !== undefined,
      )
      .filter((h) => !negated(sentence, h.m.index))
      .sort((a, b) => a.m.index - b.m.index);
    const first = hits[0];
    if (!first) return [];
    return [
      {
        term: 'category',
        value: first.category,
        at: first.m.index,
        length: first.m[0].length,
        confidence: stated ? 0.8 : 0.4,
        rule: stated ? 'category.stated' : 'category.mentioned',
      },
    ];
  },
};

/** Every rule, in the order the documentation lists them. */
export const RULES: readonly Rule[] = [
  sizeDependentRate,
  rateMax,
  amounts,
  deadline,
  regions,
  companySizes,
  deminimis,
  targetGroups,
  category,
];

/** Runs every rule over one sentence; offsets become offsets into the whole text. */
export function proposalsIn(sentence: Sentence): TermProposal[] {
  return RULES.flatMap((rule) =>
    rule.find(sentence.text).map(({ at, length, ...proposal }) => ({
      ...proposal,
      evidence: {
        sentence: sentence.text,
        start: sentence.start + at,
        end: sentence.start + at + length,
        quote: sentence.text.slice(at, at + length),
      },
    })),
  );
}
