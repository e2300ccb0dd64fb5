import {
  GENERIC_MEASURES,
  PLAN_CODES,
  PLAN_SOURCES,
  type Finding,
  type FundingPlanResult,
} from '@libs/funding-plans';
import type { FundingPlanRequest, PlanCompany, PlanProject } from './plan-request.model';

type Probe = [field: string, without: (r: FundingPlanRequest) => FundingPlanRequest | null];

const company = (key: keyof PlanCompany): Probe => [
  `company.${key}`,
  (r) => {
    if (r.company[key] === undefined) return null;
    const { [key]: _dropped, ...rest } = r.company;
    return { ...r, company: rest as PlanCompany };
  },
];
const project = (key: keyof PlanProject): Probe => [
  `project.${key}`,
  (r) => {
    if (r.project[key] === undefined) return null;
    const { [key]: _dropped, ...rest } = r.project;
    return { ...r, project: rest as PlanProject };
  },
];

/**
 * The fields of the generic GBER measures: whether one changes the plan depends on the
 * measures, the size class and the other conditions together, so it is found by planning without it.
 */
const PROBES: readonly Probe[] = [
  [
    'includeGenericGberMeasures',
    (r) => {
      if (r.includeGenericGberMeasures === undefined) return null;
      const { includeGenericGberMeasures: _dropped, ...rest } = r;
      return rest;
    },
  ],
  company('registeredOn'),
  company('listed'),
  company('profitsDistributed'),
  company('formedByMerger'),
  company('primaryAgriculturalProduction'),
  project('trainingForDisadvantagedWorkers'),
];

const START_UP_FIELDS = new Set([
  'company.registeredOn',
  'company.listed',
  'company.profitsDistributed',
  'company.formedByMerger',
]);
/** Why a generic measure was never examined: its fields cannot have acted on it. */
const NOT_EXAMINED = new Set(['RULE_NOT_IN_FORCE', 'SECTOR_EXCLUDED']);

/**
 * Where the plan already shows a field's effect, no second plan is needed (each costs a full search): the
 * generic measures are in the answer, or Art. 22 was examined, where every start-up field either plans it or
 * changes the list of unmet conditions (a field left out reads "nicht angegeben").
 */
function shownInPlan(field: string, request: FundingPlanRequest, result: FundingPlanResult): boolean {
  const ids = [
    ...result.programs.map((p) => ({ id: p.programId, codes: [] as string[] })),
    ...result.excluded.map((e) => ({ id: e.programId, codes: e.reasons.map((r) => r.code) })),
  ];
  if (field === 'includeGenericGberMeasures')
    return request.includeGenericGberMeasures === true && ids.some((x) => x.id in GENERIC_MEASURES);
  if (START_UP_FIELDS.has(field))
    return ids.some((x) => x.id === 'gber-art-22' && !x.codes.some((c) => NOT_EXAMINED.has(c)));
  return false;
}

/** A note for each of these fields the caller sent whose removal leaves the plan's outcome unchanged. */
export function probeNotes(
  request: FundingPlanRequest,
  result: FundingPlanResult,
  baseOutcome: string,
  outcomeOf: (r: FundingPlanRequest) => string,
): Finding[] {
  const notes: Finding[] = [];
  for (const [field, without] of PROBES) {
    if (shownInPlan(field, request, result)) continue;
    const other = without(request);
    if (other === null || outcomeOf(other) !== baseOutcome) continue;
    const why =
      request.includeGenericGberMeasures === true
        ? 'ändert den Plan nicht'
        : 'ändert den Plan nicht; wirkt vor allem auf die allgemeinen AGVO-Maßnahmen (includeGenericGberMeasures)';
    notes.push({
      code: 'INPUT_WITHOUT_EFFECT',
      message: `${PLAN_CODES.INPUT_WITHOUT_EFFECT} (${field}: ${why})`,
      legalSource: PLAN_SOURCES.programGuideline,
    });
  }
  return notes;
}
