export type { MatchEntry, MatchResult, RankOptions } from './domain/match-result';
export {
  SCORE_WEIGHTS,
  SPECIFICITY_POINTS,
  TYPICAL_BUDGET_EUR,
  VALUE_PER_EURO,
} from './domain/scoring-weights';
export {
  compileCatalogue,
  type CompileOptions,
  type CompiledCatalogue,
} from './application/compile-catalogue';
export type { CompiledProgram, RankedProgram } from './application/program-traits';
export { rankPrograms } from './application/rank-programs';
