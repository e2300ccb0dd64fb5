import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import type { LegalBasis } from '@libs/shared';
import { COST_KINDS, type PlanCandidate, type PlanInput } from '../domain/plan-input';
import { aCompany, aPlanInput, aProject } from '../testing';
import { bruteForceBest } from '../testing/brute-force-plan';
import { planFunding } from './plan-funding';

const bases: LegalBasis[] = [
  { kind: 'gber', article: '17' },
  { kind: 'gber', article: '18' },
  { kind: 'gber', article: '25' },
  { kind: 'regional-aid-map' },
  { kind: 'deminimis', regulation: 'general' },
  { kind: 'deminimis', regulation: 'agriculture' },
  { kind: 'notified', reference: 'N' },
  { kind: 'none' },
];
const kinds = COST_KINDS.slice(0, 3);

const candidate = (id: string): fc.Arbitrary<PlanCandidate> =>
  fc
    .record({
      instrument: fc.constantFrom('grant' as const, 'grant' as const, 'loan' as const, 'tax' as const),
      legalBasis: fc.constantFrom(...bases),
      costKinds: fc.subarray([...kinds], { minLength: 1 }),
      rate: fc.integer({ min: 5, max: 100 }).map((n) => n / 100),
      maxAmountEur: fc.option(fc.integer({ min: 10_000, max: 400_000 }), { nil: null }),
      minAmountEur: fc.option(fc.integer({ min: 1_000, max: 100_000 }), { nil: null }),
      exclusiveWith: fc.subarray(['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'], { maxLength: 2 }),
      excludesOtherAidOnSameCosts: fc.boolean(),
      reducibleToDeminimisHeadroom: fc.boolean(),
      interest: fc.integer({ min: 0, max: 400 }).map((n) => n / 100),
      term: fc.integer({ min: 1, max: 12 }),
    })
    .map(({ interest, term, ...c }) => ({
      ...c,
      id,
      name: id,
      exclusiveWith: c.exclusiveWith.filter((x) => x !== id),
      requiresApplicationBeforeStart: false,
      applicationDeadline: null,
      legalSource: 'Test',
      ...(c.instrument === 'loan' ? { loan: { interestRatePercent: interest, termYears: term } } : {}),
    }));

const input = fc
  .tuple(
    fc
      .integer({ min: 1, max: 8 })
      .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => candidate(`p${i}`)))),
    fc.tuple(...kinds.map(() => fc.integer({ min: 0, max: 1_500_000 }))),
    fc.integer({ min: 0, max: 320_000 }),
    fc.constantFrom(5, 60, 300),
  )
  .map(([candidates, costs, used, staff]) =>
    aPlanInput({
      candidates,
      company: aCompany({
        own: { staffHeadcount: staff, turnoverEur: 8_000_000, balanceSheetEur: 8_000_000 },
        deminimisGrants:
          used > 0 ? [{ amountEur: used, grantDate: '2025-01-01', regulation: 'general' }] : [],
      }),
      project: aProject({ costs: Object.fromEntries(kinds.map((k, i) => [k, costs[i]])) }),
    }),
  );

/** The branch-and-bound over components must find what trying every subset finds (GBER Art. 8 pipeline). */
/**
 * Found by this property in CI (seed 1401319220): on 1 EUR of R&D personnel costs an Art. 25 measure (70 %) was
 * cut to nothing there by the no-over-financing rule, yet still set the cumulation cap for the regional aid
 * (45 %) and a notified scheme, which together kept 70 %. Kept as a fixed example of the property.
 */
const CAP_SETTER_WITHOUT_AID = JSON.parse(
  readFileSync(join(__dirname, 'fixtures', 'cap-setter-without-aid.json'), 'utf8'),
) as PlanInput;

/**
 * A fixed seed, as the other property suites here (german-day, body validation): a run in CI is repeatable.
 * Open: about 1 in 15,000 random inputs (seed -1281939993) puts under a cent of aid on 1 EUR of costs, which
 * still sets a cap but rounds to 0.00 in `covers`; this property then misreads the cap (ADR 0019).
 */
const SEED = Number(process.env.FC_SEED ?? 20261126);

describe('planFunding against trying every combination', () => {
  it('reaches the same aid, financing and number of programs', () => {
    fc.assert(
      fc.property(input, (plan) => {
        const best = bruteForceBest(plan);
        const result = planFunding(plan);
        // The plan rounds each program to cents once; the search compares unrounded sums.
        const slack = result.programs.length * 0.5 + 0.5;
        expect(Math.abs(result.totals.aidValueEur * 100 - (best?.outcome.aidCents ?? 0))).toBeLessThanOrEqual(
          slack,
        );
        // Loans without State aid are added after the search, largest first (ADR 0019): never more money than
        // the optimum, and exactly the optimum (money and number of programs) where there are none.
        // (A State-aid loan at or above the reference rate carries no aid either: any loan may be one.)
        const fillers = plan.candidates.some((c) => c.instrument === 'loan');
        const money = result.totals.financingEur * 100 - (best?.outcome.financingCents ?? 0);
        expect(money).toBeLessThanOrEqual(slack);
        if (!fillers) {
          expect(Math.abs(money)).toBeLessThanOrEqual(slack);
          expect(result.programs.length).toBe(best?.members.length ?? 0);
        }
      }),
      { numRuns: 300, seed: SEED },
    );
  });

  it('never lets the aid on a kind of costs exceed the costs or the highest intensity in play', () => {
    fc.assert(
      fc.property(input, (plan) => {
        const result = planFunding(plan);
        for (const kind of kinds) {
          // Financing that is no State aid (legal basis `none`) is outside Art. 8.
          const stateAid = (id: string): boolean =>
            plan.candidates.find((c) => c.id === id)?.legalBasis.kind !== 'none';
          const onKind = result.programs
            .filter((p) => stateAid(p.programId))
            .flatMap((p) =>
              p.covers.filter((c) => c.kind === kind && c.aidValueEur > 0).map((c) => ({ p, c })),
            );
          const aid = onKind.reduce((s, x) => s + x.c.aidValueEur, 0);
          const cost = plan.project.costs[kind] ?? 0;
          const intensities = onKind.map((x) => x.p.maxIntensity).filter((r): r is number => r !== null);
          const cap = intensities.length ? Math.max(...intensities) * cost : cost;
          expect(aid).toBeLessThanOrEqual(cap + 0.05 * onKind.length);
        }
      }),
      { numRuns: 300, seed: SEED, examples: [[CAP_SETTER_WITHOUT_AID]] },
    );
  });
});
