import type { Program } from '@libs/catalogue';
import { aProgram, InMemoryProgramRepository } from '@libs/catalogue/testing';
import type { LegalBasis, ProgramCategory } from '@libs/shared';
import { FixedClock, tenantIdOf } from '@libs/shared';
import fc from 'fast-check';
import type { TenantEntitlements, TenantPlan } from '../../access';
import type { FundingPlanRequestDto } from '../dto/funding-plan.request.dto';
import { InMemoryFundingPlanRepository } from '../testing/in-memory-funding-plan.repository';
import { ImmediateUnitOfWork } from '../testing/recording-outbound-events';
import { CreateFundingPlan } from './create-funding-plan.use-case';

const LIVE = { tenantId: tenantIdOf('00000000-0000-4000-8000-0000000000f2'), sandbox: false };

const program = (id: string, category: ProgramCategory, legalBasis: LegalBasis, rate: number): Program => {
  const p = aProgram({ id, name: id, category, maxAmount: 5_000_000 });
  const financing = category === 'darlehen' || category === 'buergschaft';
  return {
    ...p,
    terms: {
      ...p.terms,
      legalBasis,
      rate: financing ? { baseRate: null, financingShare: rate } : { baseRate: rate },
      ...(legalBasis.kind === 'notified' || legalBasis.kind === 'deminimis'
        ? { fundedCosts: ['investment' as const] }
        : {}),
    },
  };
};

const PROGRAMS: Program[] = [
  program('art17', 'zuschuss', { kind: 'gber', article: '17' }, 0.2),
  program('dm', 'zuschuss', { kind: 'deminimis', regulation: 'general' }, 0.3),
  program('loan', 'darlehen', { kind: 'notified', reference: 'Förderkredit' }, 1),
  program('bb', 'buergschaft', { kind: 'notified', reference: 'Bürgschaft' }, 0.8),
  program('grw', 'zuschuss', { kind: 'regional-aid-map' }, 0.35),
  program('zim', 'zuschuss', { kind: 'gber', article: '25' }, 0.45),
];

function create(): CreateFundingPlan {
  const entitlements = {
    of: async () => ({ plan: 'x', entitlements: { fundingPlanCandidatesMax: 24 } }) as unknown as TenantPlan,
  } as TenantEntitlements;
  return new CreateFundingPlan(
    new InMemoryProgramRepository(PROGRAMS),
    new InMemoryFundingPlanRepository(),
    new ImmediateUnitOfWork(),
    entitlements,
    new FixedClock(new Date('2026-03-02T12:00:00Z')),
    { baseRates: [] },
  );
}

type Req = FundingPlanRequestDto;
/** The request fields of the generic GBER measures, checked with and without the measures. */
const GENERIC_FIELDS: [string, (r: Req) => void][] = [
  ['company.registeredOn', (r) => (r.company.registeredOn = '2024-01-10')],
  ['company.listed', (r) => (r.company.listed = false)],
  ['company.profitsDistributed', (r) => (r.company.profitsDistributed = true)],
  ['company.formedByMerger', (r) => (r.company.formedByMerger = false)],
  ['company.primaryAgriculturalProduction', (r) => (r.company.primaryAgriculturalProduction = true)],
  ['project.trainingForDisadvantagedWorkers', (r) => (r.project.trainingForDisadvantagedWorkers = true)],
];
/** Every optional field of the request, with a value a caller could send (the required ones are in the base). */
const OPTIONAL: [string, (r: Req) => void][] = [
  ['company.balanceSheetEur', (r) => (r.company.balanceSheetEur = 60_000_000)],
  ['company.companyAgeYears', (r) => (r.company.companyAgeYears = 3)],
  ['company.deminimisUsedEur', (r) => (r.company.deminimisUsedEur = 250_000)],
  [
    'company.relations',
    (r) =>
      (r.company.relations = [
        { name: 'H', sharePercent: 60, employeeCount: 300, revenueEur: 80_000_000 },
      ] as never),
  ],
  [
    'company.relations[0].qualifiedInvestor',
    (r) =>
      (r.company.relations = [
        { name: 'VC', sharePercent: 30, employeeCount: 300, revenueEur: 80_000_000, qualifiedInvestor: true },
      ] as never),
  ],
  [
    'company.deminimisGrants',
    (r) =>
      (r.company.deminimisGrants = [
        { amountEur: 280_000, grantDate: '2025-01-10', regulation: 'general' },
      ] as never),
  ],
  ['project.title', (r) => (r.project.title = 'Neue Halle')],
  ['project.applicationDate', (r) => (r.project.applicationDate = '2026-05-04')],
  ['project.federalState', (r) => (r.project.federalState = 'TH')],
  ['project.kreis', (r) => (r.project.kreis = 'Bautzen')],
  ['project.regionalAidMapRatePercent', (r) => (r.project.regionalAidMapRatePercent = 15)],
  ['project.researchCategory', (r) => (r.project.researchCategory = 'experimental')],
  ['project.effectiveCollaboration', (r) => (r.project.effectiveCollaboration = true)],
  ['programIds', () => undefined],
  ['includeGenericGberMeasures', (r) => (r.includeGenericGberMeasures = true)],
  ...GENERIC_FIELDS,
  ['baseRatePercent', (r) => (r.baseRatePercent = 2.5)],
  ['alternatives', (r) => (r.alternatives = 1)],
  ...(
    [
      ['costKinds', { costKinds: ['operating'] }],
      ['interestRatePercent', { interestRatePercent: 1 }],
      ['termYears', { termYears: 8 }],
      ['gracePeriodYears', { gracePeriodYears: 2 }],
      ['marginBasisPoints', { marginBasisPoints: 400 }],
      ['guaranteePremiumPercent', { guaranteePremiumPercent: 1 }],
      ['marketPremiumPercent', { marketPremiumPercent: 3 }],
      ['exclusiveWith', { exclusiveWith: ['art17'] }],
      ['excludesOtherAidOnSameCosts', { excludesOtherAidOnSameCosts: true }],
      ['reducibleToDeminimisHeadroom', { reducibleToDeminimisHeadroom: true }],
      ['legalBasis', { legalBasis: 'gber-art-18' }],
    ] as const
  ).flatMap(([field, value]) =>
    ['dm', 'loan', 'bb'].map((id): [string, (r: Req) => void] => [
      `programTerms[0].${field} (${id})`,
      (r) => (r.programTerms = [{ programId: id, ...value }] as never),
    ]),
  ),
];

const base = fc.record({
  ids: fc.subarray(
    PROGRAMS.map((p) => p.id),
    { minLength: 1 },
  ),
  investment: fc.integer({ min: 0, max: 2_000_000 }),
  rdPersonnel: fc.integer({ min: 0, max: 800_000 }),
  operating: fc.integer({ min: 0, max: 300_000 }),
  employees: fc.constantFrom(20, 120, 400),
});

async function differsOrNoted(name: string, set: (r: Req) => void, generic: boolean): Promise<void> {
  await fc.assert(
    fc.asyncProperty(base, async (b) => {
      const without = {
        company: {
          employeeCount: b.employees,
          revenueEur: b.employees * 150_000,
          federalState: 'SN',
          industryCode: '25.62',
        },
        project: {
          plannedStart: '2026-09-01',
          applicationDate: '2026-04-01',
          costs: { investment: b.investment, rdPersonnel: b.rdPersonnel, operating: b.operating + 1 },
        },
        programIds: b.ids,
        ...(generic ? { includeGenericGberMeasures: true } : {}),
      } as unknown as Req;
      if (generic) without.project.costs.training = b.operating + 1_000;
      const withIt = structuredClone(without);
      set(withIt);
      // programIds is in every base: "without" is the whole catalogue.
      if (name === 'programIds') delete (without as Partial<Req>).programIds;
      const a = await create().execute(LIVE, without);
      const w = await create().execute(LIVE, withIt);
      const differs = JSON.stringify(a.result) !== JSON.stringify(w.result) || a.title !== w.title;
      const field = name.split(' ')[0] as string;
      const noted = w.result.notes.some(
        (n) =>
          (n.code === 'INPUT_WITHOUT_EFFECT' || n.code === 'PROGRAM_TERMS_UNUSED') &&
          n.message.includes(
            field
              .replace(/^programTerms\[0\]\./u, '')
              .split('.')
              .at(-1) as string,
          ),
      );
      return differs || noted;
    }),
    { numRuns: 15, seed: 31 },
  );
}

describe('Nothing the caller sends is ignored', () => {
  it.each(OPTIONAL.map(([name, set]) => [name, set]))(
    '%s: with and without, the plan differs or says why not',
    (name, set) => differsOrNoted(name, set, false),
  );
  it.each(GENERIC_FIELDS.map(([name, set]) => [name, set]))(
    '%s with the generic GBER measures: the plan differs or says why not',
    (name, set) => differsOrNoted(name, set, true),
  );
});
