import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import type { PlanInput } from '../domain/plan-input';
import { kinds, planInputs as input } from '../testing/plan-input.arbitrary';
import { bruteForceBest } from '../testing/brute-force-plan';
import { planFunding } from './plan-funding';

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
