import { AMOUNT_SENTENCES } from './amounts';
import { DEADLINE_SENTENCES } from './deadlines';
import { ELIGIBILITY_SENTENCES } from './eligibility';
import type { EvalSentence } from './eval-types';
import { NO_TERM_SENTENCES } from './no-terms';
import { RATE_SENTENCES } from './rates';

/**
 * The evaluation set: sentences written for the project in the style of German program
 * descriptions (Förderdatenbank, Richtlinien), each annotated by hand with the terms a careful reader finds,
 * before the extractor was run on them. Grouped by the term they exercise; traps (figures that are not the
 * term they look like) sit beside the real ones.
 */
export const EVAL_SET: readonly EvalSentence[] = [
  ...RATE_SENTENCES,
  ...AMOUNT_SENTENCES,
  ...DEADLINE_SENTENCES,
  ...ELIGIBILITY_SENTENCES,
  ...NO_TERM_SENTENCES,
];
