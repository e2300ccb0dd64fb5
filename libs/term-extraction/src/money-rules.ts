import { AMOUNT, amountOf, FRACTION_WORDS, parseGermanNumber, PERCENT } from './german-numbers';
import { matches, negated, OWN_SHARE, RATE_CONTEXT, SIZE_WORDS, type Found, type Rule } from './rule-helpers';

/** The rules for rates and amounts (the table in ADR 0025). */

/** Rates that differ by size in one sentence: "für kleine Unternehmen bis zu 50 %, für mittlere 35 %". */
function ratesBySize(sentence: string): Found[] {
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
      rule: 'rate.by-size',
      condition: {
        companySizes: size.s.sizes,
        note: 'gilt nur für einen Teil der Antragsteller (Größenklasse)',
      },
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
export const amounts: Rule = {
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
