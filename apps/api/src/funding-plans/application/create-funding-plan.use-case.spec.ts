import type { Program } from '@libs/catalogue';
import { aProgram, InMemoryProgramRepository } from '@libs/catalogue/testing';
import { FixedClock, tenantIdOf } from '@libs/shared';
import type { TenantEntitlements, TenantPlan } from '../../access';
import type { FundingPlanRequestDto } from '../dto/funding-plan.request.dto';
import { InMemoryFundingPlanRepository } from '../testing/in-memory-funding-plan.repository';
import { ImmediateUnitOfWork, RecordingOutboundEvents } from '../testing/recording-outbound-events';
import { CreateFundingPlan } from './create-funding-plan.use-case';
import { GetFundingPlan } from './get-funding-plan.use-case';

const TENANT = tenantIdOf('00000000-0000-4000-8000-0000000000f1');
const LIVE = { tenantId: TENANT, sandbox: false };
const SANDBOX = { tenantId: TENANT, sandbox: true };

const grant = (id: string, rate: number) => {
  const p = aProgram({
    id,
    name: id,
    category: 'zuschuss',
    maxAmount: 10_000_000,
    applicationDeadline: null,
  });
  return {
    ...p,
    terms: {
      ...p.terms,
      legalBasis: { kind: 'gber' as const, article: '17' },
      rate: { ...p.terms.rate, baseRate: rate, sizeRates: {} },
    },
  };
};

const request = (overrides: Partial<FundingPlanRequestDto> = {}): FundingPlanRequestDto =>
  ({
    company: {
      employeeCount: 20,
      revenueEur: 3_000_000,
      balanceSheetEur: 2_000_000,
      federalState: 'SN',
      industryCode: '62.01',
    },
    // Within the GBER's validity (until 31.12.2026): the Art. 17 grants keep their intensities.
    project: { plannedStart: '2027-03-01', applicationDate: '2026-12-10', costs: { investment: 100_000 } },
    ...overrides,
  }) as FundingPlanRequestDto;

function setup(
  candidatesMax: number,
  programs: Program[] = [grant('a', 0.1), grant('b', 0.15), grant('c', 0.2)],
) {
  const plans = new InMemoryFundingPlanRepository();
  const events = new RecordingOutboundEvents();
  const entitlements = {
    of: async () =>
      ({ plan: 'x', entitlements: { fundingPlanCandidatesMax: candidatesMax } }) as unknown as TenantPlan,
  } as TenantEntitlements;
  const create = new CreateFundingPlan(
    new InMemoryProgramRepository(programs),
    plans,
    new ImmediateUnitOfWork(),
    entitlements,
    new FixedClock(new Date('2026-11-23T12:00:00Z')),
    { baseRates: [] },
    events,
  );
  return { create, plans, events, get: new GetFundingPlan(plans) };
}

describe('CreateFundingPlan', () => {
  it('plans, stores and publishes in one unit, with a thin event', async () => {
    const { create, plans, events } = setup(12);
    const plan = await create.execute(LIVE, request({ programIds: ['a', 'b', 'c'] }));
    // All three Art. 17 grants share the investment costs: 20 % (small) caps them together at 20,000 EUR.
    expect(plan.result.totals.aidValueEur).toBe(20_000);
    expect(plans.rows.get(plan.id)?.result.totals.aidValueEur).toBe(20_000);
    expect(events.published).toEqual([
      {
        tenantId: TENANT,
        tx: { tenantId: TENANT },
        event: {
          type: 'funding_plan.created',
          sandbox: false,
          data: {
            fundingPlanId: plan.id,
            programIds: plan.result.programs.map((p) => p.programId),
            aidValueEur: 20_000,
            financingEur: 0,
          },
        },
      },
    ]);
  });

  it('combines only as many candidates as the plan allows, the most valuable first, and says so', async () => {
    const { create } = setup(2);
    const plan = await create.execute(LIVE, request({ programIds: ['a', 'b', 'c'] }));
    const limited = plan.result.excluded.filter((e) => e.reasons[0]?.code === 'CANDIDATE_LIMIT');
    expect(limited.map((e) => e.programId)).toEqual(['a']);
  });

  it('ranks by capped aid value: a loan financing all the costs does not push a grant out', async () => {
    const loan = {
      ...grant('loan', 1),
      category: 'darlehen' as const,
      terms: { ...grant('loan', 1).terms, legalBasis: { kind: 'notified' as const, reference: 'X' } },
    };
    const { create } = setup(1, [loan, grant('b', 0.15)]);
    const plan = await create.execute(
      LIVE,
      request({
        programIds: ['loan', 'b'],
        baseRatePercent: 2,
        programTerms: [
          { programId: 'loan', interestRatePercent: 1, termYears: 5, costKinds: ['investment'] },
        ],
      } as Partial<FundingPlanRequestDto>),
    );
    // Grant: 15 % of 100,000 = 15,000 EUR of aid; loan: 100,000 EUR worth 5,603.91 EUR (1 %, 5 years, base 2 %).
    expect(plan.result.programs.map((p) => p.programId)).toEqual(['b']);
    const limited = plan.result.excluded.filter((e) => e.reasons[0]?.code === 'CANDIDATE_LIMIT');
    expect(limited.map((e) => e.programId)).toEqual(['loan']);
  });

  it('answers 404 for programs the tenant cannot see, naming them', async () => {
    const { create } = setup(12);
    await expect(create.execute(LIVE, request({ programIds: ['a', 'zzz', 'yyy'] }))).rejects.toMatchObject({
      code: 'FUNDING_PLAN_UNKNOWN_PROGRAM',
      details: { programIds: ['yyy', 'zzz'] },
    });
  });

  it('refuses a project without costs', async () => {
    const { create } = setup(12);
    await expect(
      create.execute(LIVE, request({ project: { plannedStart: '2027-03-01', costs: {} } as never })),
    ).rejects.toMatchObject({ code: 'FUNDING_PLAN_NO_COSTS' });
  });

  it('keeps sandbox plans apart from live ones', async () => {
    const { create, get } = setup(12);
    const plan = await create.execute(SANDBOX, request());
    await expect(get.execute(SANDBOX, plan.id)).resolves.toMatchObject({ id: plan.id, sandbox: true });
    await expect(get.execute(LIVE, plan.id)).rejects.toMatchObject({ code: 'FUNDING_PLAN_NOT_FOUND' });
  });

  it('takes today as the application day when none is given', async () => {
    const { create } = setup(12);
    const plan = await create.execute(
      LIVE,
      request({ project: { plannedStart: '2027-03-01', costs: { investment: 100_000 } } as never }),
    );
    expect(plan.result.deminimisLedger).toEqual([]);
    expect(plan.result.referenceDate).toBe('2026-11-23');
    expect(plan.result.programs[0]?.applyBy).toBe('2027-02-28');
  });

  describe('nothing the caller sent is ignored', () => {
    it('answers 404 for programTerms of a program the tenant cannot see', async () => {
      const { create } = setup(12);
      await expect(
        create.execute(LIVE, request({ programTerms: [{ programId: 'nope', termYears: 5 }] } as never)),
      ).rejects.toMatchObject({ code: 'FUNDING_PLAN_UNKNOWN_PROGRAM', details: { programIds: ['nope'] } });
    });

    it('notes programTerms for a program outside programIds', async () => {
      const { create } = setup(12);
      const plan = await create.execute(
        LIVE,
        request({ programIds: ['a'], programTerms: [{ programId: 'b', termYears: 5 }] } as never),
      );
      const note = plan.result.notes.find((n) => n.code === 'PROGRAM_TERMS_UNUSED');
      expect(note?.message).toContain('b');
    });

    it('refuses a de-minimis grant dated after the day of the plan (400)', async () => {
      const { create } = setup(12);
      const company = {
        ...request().company,
        deminimisGrants: [{ amountEur: 10_000, grantDate: '2030-01-01', regulation: 'general' }],
      };
      await expect(create.execute(LIVE, request({ company } as never))).rejects.toMatchObject({
        code: 'FUNDING_PLAN_DEMINIMIS_GRANT_IN_FUTURE',
        details: { field: 'company.deminimisGrants[0].grantDate' },
      });
    });
  });

  it("a named program for costs the project does not have: the cost kinds, not the probe budget's minimums, beside the filters", async () => {
    const base = aProgram({ id: 'external', name: 'Nur externe FuE', minAmount: 5_000 });
    const external = {
      ...base,
      terms: {
        ...base.terms,
        legalBasis: { kind: 'deminimis' as const, regulation: 'general' as const },
        rate: { baseRate: 0.5, eligibleCostsMinEur: 4_000 },
        fundedCosts: ['contractResearch' as const],
      },
    };
    const elsewhere = {
      ...external,
      id: 'elsewhere',
      eligibleRegions: ['BY'],
      terms: { ...external.terms, eligibility: { ...external.terms.eligibility, regions: ['BY'] } },
    };
    const minimum = { ...external, id: 'minimum', terms: { ...external.terms, rate: { baseRate: 0.5 } } };
    const { create } = setup(24, [external, elsewhere, minimum]);
    const plan = await create.execute(LIVE, request({ programIds: ['external', 'elsewhere', 'minimum'] }));
    const reasons = (id: string) => plan.result.excluded.find((e) => e.programId === id)?.reasons ?? [];
    expect(reasons('external').map((r) => r.code)).toEqual(['NO_ELIGIBLE_COSTS']);
    expect(reasons('external')[0]?.message).toMatch(
      /fördert Auftragsforschung.*angegeben sind Investitionen/u,
    );
    expect(reasons('elsewhere').map((r) => r.code)).toEqual(['NOT_ELIGIBLE', 'NO_ELIGIBLE_COSTS']);
    expect(reasons('minimum').map((r) => r.code)).toEqual(['NO_ELIGIBLE_COSTS']);
    expect(JSON.stringify(plan.result.excluded)).not.toMatch(/Mindest/u);
  });
});
