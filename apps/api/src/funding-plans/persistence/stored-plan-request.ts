import type {
  DeminimisGrantInput,
  FundingPlanRequest,
  PlanCompany,
  PlanProject,
  ProgramTermsInput,
  RelatedEnterprise,
} from '../application/plan-request.model';

/**
 * The request as stored in `funding_plans.request` (JSON). Version 1 is the shape every plan has been stored
 * in so far (rows written before the version field carry none and read as 1). The mapping is written out field
 * by field on purpose: renaming a request field in the DTOs or the model fails to compile here instead of
 * silently storing under a new name; a real change of the stored shape adds version 2 and its reader.
 */
export const STORED_REQUEST_VERSION = 1;

type Json = Record<string, unknown>;

/** Copies the listed keys that are present (absent optional fields stay absent, as the caller sent them). */
function pick<T extends object>(source: T, keys: readonly (keyof T)[]): Json {
  const out: Json = {};
  for (const key of keys) if (source[key] !== undefined) out[key as string] = source[key];
  return out;
}

const RELATED: readonly (keyof RelatedEnterprise)[] = [
  'name',
  'sharePercent',
  'employeeCount',
  'revenueEur',
  'balanceSheetEur',
  'qualifiedInvestor',
];
const GRANT: readonly (keyof DeminimisGrantInput)[] = ['amountEur', 'grantDate', 'regulation', 'label'];
const COMPANY: readonly (keyof PlanCompany)[] = [
  'employeeCount',
  'revenueEur',
  'balanceSheetEur',
  'federalState',
  'industryCode',
  'companyAgeYears',
  'deminimisUsedEur',
  'registeredOn',
  'listed',
  'profitsDistributed',
  'formedByMerger',
  'primaryAgriculturalProduction',
];
const PROJECT: readonly (keyof PlanProject)[] = [
  'title',
  'plannedStart',
  'applicationDate',
  'federalState',
  'kreis',
  'regionalAidMapRatePercent',
  'researchCategory',
  'effectiveCollaboration',
  'trainingForDisadvantagedWorkers',
];
const TERMS: readonly (keyof ProgramTermsInput)[] = [
  'programId',
  'costKinds',
  'interestRatePercent',
  'termYears',
  'gracePeriodYears',
  'marginBasisPoints',
  'guaranteePremiumPercent',
  'marketPremiumPercent',
  'exclusiveWith',
  'excludesOtherAidOnSameCosts',
  'reducibleToDeminimisHeadroom',
  'legalBasis',
];

export function toStoredRequest(r: FundingPlanRequest): Json {
  return {
    version: STORED_REQUEST_VERSION,
    company: {
      ...pick(r.company, COMPANY),
      ...(r.company.relations ? { relations: r.company.relations.map((x) => pick(x, RELATED)) } : {}),
      ...(r.company.deminimisGrants
        ? { deminimisGrants: r.company.deminimisGrants.map((x) => pick(x, GRANT)) }
        : {}),
    },
    project: { ...pick(r.project, PROJECT), costs: { ...r.project.costs } },
    ...pick(r, ['programIds', 'baseRatePercent', 'alternatives', 'includeGenericGberMeasures']),
    ...(r.programTerms ? { programTerms: r.programTerms.map((t) => pick(t, TERMS)) } : {}),
  };
}

/** Reads any stored version (today only 1, with or without its `version` field) back into the model. */
export function fromStoredRequest(stored: Json): FundingPlanRequest {
  const version = stored.version ?? 1;
  if (version !== 1) throw new Error(`funding_plans.request: unknown stored version ${String(version)}`);
  const { version: _version, ...request } = stored;
  return request as unknown as FundingPlanRequest;
}
