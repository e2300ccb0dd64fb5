import type { Program } from '../domain/program';

/** Object mother for programs in tests: a valid nationwide SME grant unless told otherwise. */
export function aProgram(overrides: Partial<Program> = {}): Program {
  const base: Program = {
    id: 'test-program',
    tenantId: null,
    name: 'Testprogramm',
    shortName: null,
    provider: 'BAFA',
    providerDetail: null,
    category: 'zuschuss',
    level: 'bundesweit',
    description: 'Ein Programm für Tests.',
    maxAmount: 100_000,
    minAmount: null,
    subsidyRateMax: 0.5,
    deminimis: null,
    targetGroups: ['KMU'],
    eligibleRegions: ['bundesweit'],
    phases: [],
    applicationDeadline: null,
    status: 'aktiv',
    lastUpdated: new Date('2026-01-01T00:00:00.000Z'),
    terms: {
      legalBasis: { kind: 'gber', article: '17' },
      rate: { baseRate: 0.5 },
      eligibility: {
        companySizes: null,
        employeeMax: null,
        companyAgeMaxYears: null,
        regions: ['bundesweit'],
        excludedSectors: [],
      },
      maxAmountBasis: 'program',
      rateRulesText: null,
    },
    source: { url: null, statusAsOf: null, note: null },
  };
  return { ...base, ...overrides };
}
