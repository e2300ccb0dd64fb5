export * from './domain/flag';
export { activity, type FlagActivity } from './application/schedule';
export { normalizedValue, inRollout } from './application/bucket';
export { constraintHolds, constraintsHold } from './application/constraints';
export {
  evaluateFlag,
  isEvaluationError,
  type EvaluationErrorCode,
  type EvaluationOutcome,
  type EvaluationReason,
  type FlagEvaluation,
  type FlagEvaluationError,
} from './application/evaluate-flag';
export { definitionIssues, type DefinitionIssue } from './application/validate-definition';
