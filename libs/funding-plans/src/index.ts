export * from './domain/plan-input';
export type * from './domain/plan-result';
export { PLAN_CODES, type PlanCode } from './domain/plan-codes';
export { PLAN_SOURCES } from './rules/plan-sources';
export { REGIONAL_AID_MAP } from './rules/regional-aid-map';
export { classifyEnterprise, relationOf, type EnterpriseClass } from './application/classify-enterprise';
export { deminimisLedger } from './application/deminimis-ledger';
export { loanGrantEquivalent, guaranteeGrantEquivalent } from './application/gross-grant-equivalent';
export { art25Intensity } from './application/max-intensity';
export { planFunding } from './application/plan-funding';
export { limitCandidates, type LimitedCandidates } from './application/limit-candidates';
export { isIsoDay } from './application/calendar';
export {
  candidateFromProgram,
  type CatalogueProgram,
  type ProgramOverride,
} from './application/candidate-from-program';
export {
  genericCandidates,
  GENERIC_MEASURES,
  type GenericCandidates,
  type GenericMeasureId,
} from './application/generic-candidates';
export {
  LEGAL_BASIS_CODES,
  LEGAL_BASIS_CODE_LIST,
  legalBasisOf,
  type LegalBasisCode,
} from './application/legal-basis-codes';
