import type { TermName } from '../proposal';

/**
 * The terms the evaluation set annotates. `targetGroups` and `category` are not annotated (their vocabularies
 * are the catalogue's, and a reader's choice there is too loose to score against), so they are not scored.
 */
export const EVALUATED_TERMS = [
  'subsidyRateMax',
  'maxAmount',
  'minAmount',
  'applicationDeadline',
  'eligibleRegions',
  'companySizes',
  'deminimis',
] as const satisfies readonly TermName[];
export type EvaluatedTerm = (typeof EVALUATED_TERMS)[number];

/**
 * One term a careful reader finds in a sentence. Units are the extractor's and the catalogue's: rates in
 * percent (50, 66.67), amounts in EUR, deadlines `YYYY-MM-DD`, regions as state codes (`SN`), sizes as EU
 * classes. A list term (regions, sizes) is scored item by item. `conditional` marks a value that holds only
 * for some applicants or a preliminary stage (a sketch deadline).
 */
export interface ExpectedTerm {
  term: EvaluatedTerm;
  value: number | string | boolean | string[];
  conditional?: true;
  /** A value a reader could defend either way: proposing it is no error, and missing it is none either. */
  optional?: true;
}

/** One hand-annotated sentence: every evaluated term it states, and nothing else. */
export interface EvalSentence {
  text: string;
  expected: ExpectedTerm[];
  /** Why a sentence yields less than it seems to (a trap), for the reader of a failing score. */
  note?: string;
}

export const sentence = (text: string, ...expected: ExpectedTerm[]): EvalSentence => ({ text, expected });
export const trap = (text: string, note: string, ...expected: ExpectedTerm[]): EvalSentence => ({
  text,
  expected,
  note,
});

const cond = (c?: 'conditional') => (c ? { conditional: true as const } : {});
export const rate = (value: number, c?: 'conditional'): ExpectedTerm => ({
  term: 'subsidyRateMax',
  value,
  ...cond(c),
});
export const max = (value: number, c?: 'conditional'): ExpectedTerm => ({
  term: 'maxAmount',
  value,
  ...cond(c),
});
export const min = (value: number, c?: 'conditional'): ExpectedTerm => ({
  term: 'minAmount',
  value,
  ...cond(c),
});
export const deadline = (value: string, c?: 'conditional'): ExpectedTerm => ({
  term: 'applicationDeadline',
  value,
  ...cond(c),
});
export const regions = (...value: string[]): ExpectedTerm => ({ term: 'eligibleRegions', value });
export const sizes = (...value: string[]): ExpectedTerm => ({ term: 'companySizes', value });
export const deminimis = (value: boolean): ExpectedTerm => ({ term: 'deminimis', value });
export const SME = ['micro', 'small', 'medium'];
