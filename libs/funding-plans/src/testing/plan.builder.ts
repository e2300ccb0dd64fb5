import type { CompanyFacts, PlanCandidate, PlanInput, ProjectFacts } from '../domain/plan-input';

/** A grant candidate with neutral defaults; tests override what their case is about. */
export function aCandidate(overrides: Partial<PlanCandidate> & Pick<PlanCandidate, 'id'>): PlanCandidate {
  return {
    name: overrides.id,
    instrument: 'grant',
    legalBasis: { kind: 'gber', article: '17' },
    costKinds: ['investment'],
    rate: 0.2,
    maxAmountEur: null,
    minAmountEur: null,
    requiresApplicationBeforeStart: true,
    exclusiveWith: [],
    excludesOtherAidOnSameCosts: false,
    reducibleToDeminimisHeadroom: false,
    applicationDeadline: null,
    legalSource: 'Testrichtlinie',
    ...overrides,
  };
}

/** A small autonomous enterprise (40 staff, 8 M EUR turnover and balance sheet) without de-minimis history. */
export function aCompany(overrides: Partial<CompanyFacts> = {}): CompanyFacts {
  return {
    own: { staffHeadcount: 40, turnoverEur: 8_000_000, balanceSheetEur: 8_000_000 },
    relations: [],
    deminimisGrants: [],
    ...overrides,
  };
}

export function aProject(overrides: Partial<ProjectFacts> = {}): ProjectFacts {
  return {
    plannedStart: '2026-09-01',
    applicationDate: '2026-06-15',
    federalState: 'SN',
    kreis: 'Bautzen',
    costs: { investment: 1_000_000 },
    ...overrides,
  };
}

export function aPlanInput(overrides: Partial<PlanInput> = {}): PlanInput {
  return {
    company: aCompany(),
    project: aProject(),
    candidates: [],
    referenceDate: '2026-06-01',
    baseRatePercent: 2,
    ...overrides,
  };
}
