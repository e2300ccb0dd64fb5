export { EVAL_SET } from './eval-set';
export { EVALUATED_TERMS, type EvalSentence, type EvaluatedTerm, type ExpectedTerm } from './eval-types';
export * from './real';
export { scoreCases, scoreExtraction, type EvalMiss, type EvalReport, type TermScore } from './score-terms';
