/**
 * The feature-flags module's public port: other modules evaluate flags through `EvaluateFlags` (the product
 * uses its own flags through `FeatureGate`); everything else in feature-flags/ is its own business.
 */
export { FeatureFlagsModule } from './feature-flags.module';
export { EvaluateFlags } from './application/evaluate-flags.use-case';
export { FeatureGate } from './application/feature-gate';
export type { CredentialFacts } from './application/evaluation-context';
// The console's administration of flags: the admin routes' use cases, the read port and the pure evaluator
// of @libs/feature-flags (its live preview runs the same `evaluateFlag` as every evaluation).
export { CreateFlag } from './application/create-flag.use-case';
export { UpdateFlag, type FlagPatch } from './application/update-flag.use-case';
export { RollbackFlag } from './application/rollback-flag.use-case';
export { FlagStore, type FlagVersion } from './application/flag-store.port';
export type { FlagAdmin } from './application/record-flag-change';
export {
  activity,
  BOOLEAN_VARIANTS,
  definitionIssues,
  evaluateFlag,
  FLAG_TYPES,
  isEvaluationError,
  type Flag,
  type FlagActivity,
  type FlagDefinition,
  type FlagType,
} from '@libs/feature-flags';
export { isStale } from './domain/stale';
export { KEY_PATTERN } from './dto/flag-definition.dto';
export type { DiffEntry } from './domain/diff';
