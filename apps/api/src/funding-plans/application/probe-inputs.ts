import { PLAN_CODES, PLAN_SOURCES, type Finding } from '@libs/funding-plans';
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
 * The fields of the generic GBER measures (issue 31 item 5): whether one changes the plan depends on the
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

/** A note for each of these fields the caller sent whose removal leaves the plan's outcome unchanged. */
export function probeNotes(
  request: FundingPlanRequest,
  baseOutcome: string,
  outcomeOf: (r: FundingPlanRequest) => string,
): Finding[] {
  const notes: Finding[] = [];
  for (const [field, without] of PROBES) {
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
