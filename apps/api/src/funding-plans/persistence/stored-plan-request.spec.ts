import type { FundingPlanRequest } from '../application/plan-request.model';
import { fromStoredRequest, STORED_REQUEST_VERSION, toStoredRequest } from './stored-plan-request';

const FULL: FundingPlanRequest = {
  company: {
    employeeCount: 40,
    revenueEur: 6_000_000,
    balanceSheetEur: 4_000_000,
    federalState: 'SN',
    industryCode: '25.62',
    companyAgeYears: 7,
    deminimisUsedEur: 10_000,
    relations: [{ name: 'Beteiligung GmbH', sharePercent: 30, employeeCount: 20, revenueEur: 2_000_000 }],
    deminimisGrants: [
      { amountEur: 20_000, grantDate: '2025-03-01', regulation: 'general', label: 'Beratung' },
    ],
    registeredOn: '2024-05-02',
    listed: false,
    profitsDistributed: false,
    formedByMerger: false,
    primaryAgriculturalProduction: false,
  },
  project: {
    title: 'Neue Fräsmaschine',
    plannedStart: '2027-01-01',
    applicationDate: '2026-12-01',
    federalState: 'SN',
    kreis: '14511',
    costs: { investment: 500_000, consulting: 20_000 },
    researchCategory: 'experimental',
    effectiveCollaboration: false,
    trainingForDisadvantagedWorkers: true,
  },
  programIds: ['grw-sachsen'],
  programTerms: [{ programId: 'grw-sachsen', costKinds: ['investment'], interestRatePercent: 3.5 }],
  baseRatePercent: 3,
  alternatives: 2,
  includeGenericGberMeasures: true,
};

/** The stored JSON is a versioned shape of its own, not whatever the wire DTO holds today. */
describe('stored funding-plan request', () => {
  it('stores version 1 with every field under its stored name', () => {
    expect(toStoredRequest(FULL)).toEqual({ version: STORED_REQUEST_VERSION, ...FULL });
  });

  it('reads back what it stored, and rows stored before the version field', () => {
    expect(fromStoredRequest(toStoredRequest(FULL))).toEqual(FULL);
    expect(fromStoredRequest(JSON.parse(JSON.stringify(FULL)) as Record<string, unknown>)).toEqual(FULL);
  });

  it('stores no field the model does not name (a property smuggled onto the request object)', () => {
    const extra = { ...FULL, company: { ...FULL.company, password: 'x' } } as unknown as FundingPlanRequest;
    expect(JSON.stringify(toStoredRequest(extra))).not.toContain('password');
  });

  it('refuses a version it does not know', () => {
    expect(() => fromStoredRequest({ version: 2, company: {} })).toThrow(/unknown stored version 2/);
  });
});
