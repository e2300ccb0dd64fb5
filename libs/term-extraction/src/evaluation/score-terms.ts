import { extractTerms } from '../extract-terms';
import type { TermProposal } from '../proposal';
import { EVALUATED_TERMS, type EvalSentence, type EvaluatedTerm, type ExpectedTerm } from './eval-types';

/** One scored unit: a term with one value (a list term counts item by item). */
interface Unit {
  term: EvaluatedTerm;
  value: number | string | boolean;
  conditional: boolean;
}

export interface TermScore {
  term: EvaluatedTerm | 'total';
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  /** 1 when nothing was proposed: no wrong figure. */
  precision: number;
  /** 1 when nothing was expected. */
  recall: number;
}

export interface EvalMiss {
  kind: 'falsePositive' | 'falseNegative';
  sentence: string;
  term: EvaluatedTerm;
  value: number | string | boolean;
  conditional: boolean;
}

export interface EvalReport {
  sentences: number;
  perTerm: TermScore[];
  total: TermScore;
  misses: EvalMiss[];
}

/** Rates are compared in percent with a rounding tolerance (two thirds = 66.67); everything else exactly. */
const RATE_TOLERANCE = 0.05;

const isEvaluated = (term: string): term is EvaluatedTerm =>
  (EVALUATED_TERMS as readonly string[]).includes(term);

function unitsOf(term: EvaluatedTerm, value: ExpectedTerm['value'], conditional: boolean): Unit[] {
  const values = Array.isArray(value) ? value : [value];
  return values.map((v) => ({ term, value: v, conditional }));
}

function sameValue(a: Unit, b: Unit): boolean {
  if (a.term === 'subsidyRateMax' && typeof a.value === 'number' && typeof b.value === 'number') {
    return Math.abs(a.value - b.value) <= RATE_TOLERANCE;
  }
  return a.value === b.value;
}

const matches = (a: Unit, b: Unit) => a.term === b.term && a.conditional === b.conditional && sameValue(a, b);

/** The same figure proposed twice from one sentence is one proposal to a reviewer, not two errors. */
function distinct(units: Unit[]): Unit[] {
  return units.filter((u, i) => units.findIndex((v) => matches(u, v)) === i);
}

function predictedUnits(proposals: readonly TermProposal[]): Unit[] {
  return distinct(
    proposals.flatMap((p) =>
      isEvaluated(p.term) ? unitsOf(p.term, p.value, p.condition !== undefined) : [],
    ),
  );
}

function ratio(hits: number, misses: number): number {
  return hits + misses === 0 ? 1 : hits / (hits + misses);
}

function scoreOf(term: TermScore['term'], misses: EvalMiss[], hits: Unit[]): TermScore {
  const own = (t: { term: EvaluatedTerm }) => term === 'total' || t.term === term;
  const truePositives = hits.filter(own).length;
  const falsePositives = misses.filter((m) => own(m) && m.kind === 'falsePositive').length;
  const falseNegatives = misses.filter((m) => own(m) && m.kind === 'falseNegative').length;
  return {
    term,
    truePositives,
    falsePositives,
    falseNegatives,
    precision: ratio(truePositives, falsePositives),
    recall: ratio(truePositives, falseNegatives),
  };
}

/** One scored case: the annotated terms of a sentence or a program, and what the extractor proposed for it. */
export interface ScoredCase {
  /** The sentence, or the program's reference, shown with a miss. */
  label: string;
  expected: readonly ExpectedTerm[];
  proposals: readonly TermProposal[];
}

/**
 * Scores cases per term: a proposal is a true positive when an annotated term of the same case has the same
 * value and the same conditional mark, else a false positive, unless it matches a term annotated as optional
 * (then it counts neither way); an annotated term nothing matched is a false negative, unless optional.
 */
export function scoreCases(cases: readonly ScoredCase[]): EvalReport {
  const hits: Unit[] = [];
  const misses: EvalMiss[] = [];
  for (const { label, expected, proposals } of cases) {
    const units = (optional: boolean) =>
      distinct(
        expected
          .filter((e) => (e.optional === true) === optional)
          .flatMap((e) => unitsOf(e.term, e.value, e.conditional === true)),
      );
    const open = units(false);
    const optional = units(true);
    for (const unit of predictedUnits(proposals)) {
      const i = open.findIndex((e) => matches(unit, e));
      if (i >= 0) hits.push(...open.splice(i, 1));
      else if (!optional.some((e) => matches(unit, e)))
        misses.push({ kind: 'falsePositive', sentence: label, ...unit });
    }
    misses.push(...open.map((unit) => ({ kind: 'falseNegative' as const, sentence: label, ...unit })));
  }
  return {
    sentences: cases.length,
    perTerm: EVALUATED_TERMS.map((term) => scoreOf(term, misses, hits)),
    total: scoreOf('total', misses, hits),
    misses,
  };
}

/**
 * Runs the extractor over every sentence of the set on its own and scores it per term (`scoreCases`). Pure: the
 * extractor is a parameter so the scoring itself can be tested.
 */
export function scoreExtraction(
  set: readonly EvalSentence[],
  extract: (text: string) => readonly TermProposal[] = extractTerms,
): EvalReport {
  return scoreCases(set.map(({ text, expected }) => ({ label: text, expected, proposals: extract(text) })));
}
