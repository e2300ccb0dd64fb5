import { caseOf } from './conditions';
import { FRACTION_WORDS, parseGermanNumber, PERCENT } from './german-numbers';
import {
  BY_SIZE_NOTE,
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

// The rule for rates (the table in ADR 0025); amounts: amount-rules.ts.

/** What a share of costs is a share of: the eligible costs or expenses of the project. */
const OF_COSTS =
  /kosten|ausgaben|aufwendungen|aufwand|investition|bemessungsgrundlage|gesamtfinanzierung|zuwendungsfähig|förderfähig|erstattungsfähig/i;
/** The noun phrase a percentage is "of" ("50 % der förderfähigen Ausgaben", "80 % des Kreditbetrages"). */
const OF_PHRASE = /^\s*(?:der|des|ihrer|ihres|seiner|aller)\s+(?:[a-zäöüß-]+\s+){0,2}[a-zäöüß-]+/i;
/** Instruments whose shares are no grant rate: a guarantee's cover, a loan's share, a participation. */
const NOT_A_GRANT =
  /bürgschaft|garantie|haftungsfreistellung|beteiligung|finanzierungsanteil|risiko|zins|tilgung|gebühr/i;
const A_GRANT = /zuschuss|zuschüsse|zuwendung|förderquote|fördersatz|bezuschusst|erstattet|gefördert/i;

/**
 * Whether the percentage at `at` is a grant's share of the costs, judged by what it is of and who gives it:
 * not a reduction or increase ("um 10 Prozent"), a surcharge on a rate ("auf den Fördersatz"), a minimum share
 * ("mindestens 10 Prozent", an own contribution), a share of anything but costs (participants, land, a loan),
 * or the share of a guarantee, loan or participation.
 */
function isGrantRate(sentence: string, at: number, length: number): boolean {
  const before = sentence.slice(Math.max(0, at - 30), at);
  const after = sentence.slice(at + length, at + length + 80);
  if (/\b(?:um|mindestens|mind\.|wenigstens|zuschlag\s+von)\s*$/i.test(before)) return false;
  if (/^\s*(?:auf\s+(?:den|die)\s+förder|aus\s+eigenen|eigen|der\s+teilnehm)/i.test(after)) return false;
  const of = OF_PHRASE.exec(after)?.[0];
  if (of && !OF_COSTS.test(of)) return false;
  const clause = clauseAround(sentence, at);
  const lead = sentence.slice(0, at);
  if (NOT_A_GRANT.test(of ?? '') || (NOT_A_GRANT.test(lead) && !A_GRANT.test(lead))) return false;
  return !negated(sentence, at) && !OTHER_RATE.test(clause);
}

interface Candidate {
  value: number;
  at: number;
  length: number;
  fraction: boolean;
}

/** Percentages and fraction words ("ein Drittel", "die Hälfte") of a sentence, in order. */
function rateCandidates(sentence: string): Candidate[] {
  const percents = [...matches(PERCENT, sentence)].flatMap((m) => {
    const value = parseGermanNumber(m[1]!);
    return value !== null && value <= 100
      ? [{ value, at: m.index, length: m[0].length, fraction: false }]
      : [];
  });
  const fractions = FRACTION_WORDS.flatMap(({ pattern, percent }) =>
    [...matches(pattern, sentence)]
      // "je zur Hälfte als Zuschuss und als Darlehen" splits the aid; it is no share of the costs.
      .filter((m) => !/zur\s*$/i.test(sentence.slice(Math.max(0, m.index - 6), m.index)))
      .map((m) => ({ value: percent, at: m.index, length: m[0].length, fraction: true })),
  );
  return [...percents, ...fractions].sort((a, b) => a.at - b.at);
}

/**
 * The rate: per size class when the sentence gives two or more ("rate.by-size"); else the unconditional rate (the
 * maximum of a range, "rate.max"), and each rate stated for a case of the text as conditional ("rate.case"):
 * "bis zu 40 Prozent, für Vorhaben in Gebiet X bis zu 50 Prozent", "bis zu ein Drittel, in Ausnahmefällen 80 %".
 */
export const rateMax: Rule = {
  id: 'rate.max',
  term: 'subsidyRateMax',
  find(sentence) {
    if (!RATE_CONTEXT.test(sentence) || OWN_SHARE.test(sentence)) return [];
    const candidates = rateCandidates(sentence).filter((c) => isGrantRate(sentence, c.at, c.length));
    const bySize = candidates.flatMap((c) => {
      const sizes = sizeBefore(sentence, c.at);
      return sizes ? [{ c, sizes }] : [];
    });
    if (bySize.length >= 2)
      return bySize.map(({ c, sizes }) => ({
        term: 'subsidyRateMax',
        value: c.value,
        at: c.at,
        length: c.length,
        confidence: 0.7,
        rule: 'rate.by-size',
        condition: { companySizes: sizes, note: BY_SIZE_NOTE },
      }));
    const found: Found[] = [];
    const base: Candidate[] = [];
    let from = 0;
    for (const c of candidates) {
      const note = caseOf(sentence, from, c.at);
      from = c.at + c.length;
      if (!note) base.push(c);
      else
        found.push({
          term: 'subsidyRateMax',
          value: c.value,
          at: c.at,
          length: c.length,
          confidence: 0.6,
          rule: 'rate.case',
          condition: { note },
        });
    }
    const best = base.reduce<Candidate | undefined>((a, b) => (a && a.value >= b.value ? a : b), undefined);
    if (best) {
      const before = sentence.slice(Math.max(0, best.at - 25), best.at);
      const bounded = /(bis\s+zu|höchstens|maximal|max\.|bis)\s*$/i.test(before);
      const range = base.length > 1;
      found.unshift({
        term: 'subsidyRateMax',
        value: best.value,
        at: best.at,
        length: best.length,
        confidence: range ? 0.6 : bounded ? 0.85 : 0.7,
        rule: best.fraction
          ? 'rate.fraction-word'
          : range
            ? 'rate.max-of-range'
            : bounded
              ? 'rate.max'
              : 'rate.stated',
      });
    }
    return found;
  },
};
