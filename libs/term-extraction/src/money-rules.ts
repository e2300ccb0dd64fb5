import { AMOUNT, amountOf, FRACTION_WORDS, parseGermanNumber, PERCENT } from './german-numbers';
import {
  clauseAround,
  matches,
  negated,
  OTHER_RATE,
  OWN_SHARE,
  RATE_CONTEXT,
  sizeBefore,
  type Found,
  type Rule,
} from './rule-helpers';

/** The rules for rates and amounts (the table in ADR 0025). */

const BY_SIZE_NOTE = 'gilt nur für einen Teil der Antragsteller (Größenklasse)';

/** Rates that differ by size in one sentence: "für kleine Unternehmen bis zu 50 %, für mittlere 35 %". */
function ratesBySize(sentence: string): Found[] {
  const found: Found[] = [];
  for (const m of matches(PERCENT, sentence)) {
    const sizes = sizeBefore(sentence, m.index);
    if (!sizes) continue;
    const value = parseGermanNumber(m[1]!);
    if (value === null || value > 100) continue;
    found.push({
      term: 'subsidyRateMax',
      value,
      at: m.index,
      length: m[0].length,
      confidence: 0.7,
      rule: 'rate.by-size',
      condition: { companySizes: sizes, note: BY_SIZE_NOTE },
    });
  }
  return found.length >= 2 ? found : [];
}

/**
 * The rate: by size when the sentence gives two or more ("rate.by-size", conditional), else its maximum:
 * "bis zu 50 Prozent", "höchstens 40 %", "von 30 bis 50 %", "zwei Drittel der Ausgaben".
 */
export const rateMax: Rule = {
  id: 'rate.max',
  term: 'subsidyRateMax',
  find(sentence) {
    if (!RATE_CONTEXT.test(sentence) || OWN_SHARE.test(sentence)) return [];
    const bySize = ratesBySize(sentence);
    if (bySize.length > 0) return bySize;
    const percents = [...matches(PERCENT, sentence)]
      .map((m) => ({ m, value: parseGermanNumber(m[1]!) }))
      .filter((p): p is typeof p & { value: number } => p.value !== null && p.value <= 100)
      .filter((p) => !negated(sentence, p.m.index) && !OTHER_RATE.test(clauseAround(sentence, p.m.index)));
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
/** What an amount bounds when it is not the aid: the costs, the project, the company, a cost item. */
const NOT_THE_AID =
  /investition|ausgaben|kosten|volumen|umsatz|bilanzsumme|stammkapital|eigenkapital|stundensatz|tagessatz|gebühr|haushaltsmittel|budget/i;
/** The aid itself, named in the same clause: then the amount bounds it, whatever else the clause names. */
const THE_AID =
  /zuschuss|zuwendung|förderung\b|förderbetrag|fördersumme|darlehen|kredit|beihilfe|höchstbetrag/i;
/** "3.000 Euro je Beratungstag", "pro Teilnehmer": a unit amount, not the program's cap or minimum. */
const PER_UNIT =
  /^\s*(?:je|pro)\s+(?:\w*tag\b|\w*stunde|\w*monat|\w*woche|teilnehm\w*|person|mitarbeit\w*|beschäftigt\w*|kopf|quadratmeter|m²|kilowatt\w*|kw\w*|tonne)/i;

/** Whether the amount at `at` (with `length`) bounds the aid, judged by its own clause. */
function boundsTheAid(sentence: string, at: number, length: number): boolean {
  if (PER_UNIT.test(sentence.slice(at + length))) return false;
  const from = Math.max(sentence.lastIndexOf(',', at), sentence.lastIndexOf(';', at)) + 1;
  const lead = sentence.slice(from, at);
  return THE_AID.test(lead) || !NOT_THE_AID.test(lead);
}

/**
 * "höchstens 15.000 Euro", "bis zu 1,5 Mio. Euro" (max); "mindestens 2.500 Euro" Zuwendung (min). Amounts
 * that bound the costs, the project or the company ("Mindestinvestition", "Gesamtvolumen von bis zu",
 * "Jahresumsatz von höchstens") or a unit ("je Beratungstag") are not the aid's bounds; caps stated per size
 * class, two or more in one sentence, are conditional like rates by size.
 */
export const amounts: Rule = {
  id: 'amount',
  term: 'maxAmount',
  find(sentence) {
    if (!AMOUNT_CONTEXT.test(sentence)) return [];
    const found: Found[] = [];
    for (const m of matches(AMOUNT, sentence)) {
      const value = amountOf(m);
      if (value === null || value <= 0 || !boundsTheAid(sentence, m.index, m[0].length)) continue;
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
    return bySize(
      found.filter((f) => !negated(sentence, f.at)),
      sentence,
    );
  },
};

/** Two or more caps (or minimums), each for a size class: conditional, like rates by size. */
function bySize(found: Found[], sentence: string): Found[] {
  const sized = found.map((f) => ({ f, sizes: sizeBefore(sentence, f.at) }));
  const conditional = (term: string) => sized.filter((s) => s.f.term === term && s.sizes).length >= 2;
  return sized.map(({ f, sizes }) =>
    sizes && conditional(f.term)
      ? {
          ...f,
          confidence: 0.7,
          rule: `${f.rule}.by-size`,
          condition: { companySizes: sizes, note: BY_SIZE_NOTE },
        }
      : f,
  );
}
