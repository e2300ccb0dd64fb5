import fc from 'fast-check';
import type { PlanInput } from '../domain/plan-input';
import { aCandidate, aCompany, aPlanInput, aProject } from '../testing';
import { preparedPlan } from '../testing/brute-force-plan';
import { kinds, planInputs, planInputsOf } from '../testing/plan-input.arbitrary';
import { CertainBlocks } from './certain-blocks';
import { evaluateCombination } from './evaluate-combination';
import type { PreparedCandidate } from './prepared-candidate';

const SEED = Number(process.env.FC_SEED ?? 20261128);

function setUp(input: PlanInput) {
  const { prepared, costs, ledgers } = preparedPlan(input);
  const costKinds = [...costs.keys()];
  const shares = (p: PreparedCandidate) =>
    costKinds.map((k) => {
      const c = p.costs.find((x) => x.kind === k);
      return c && p.coveredCents > 0 ? c.cents / p.coveredCents : 0;
    });
  const costValues = costKinds.map((k) => costs.get(k) as number);
  return { prepared, costs, ledgers, blocks: new CertainBlocks(prepared, costValues, shares, ledgers) };
}

const subsets = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: 1 << items.length }, (_, mask) => items.filter((_, i) => mask & (1 << i)));

/**
 * The search drops a subtree when CertainBlocks#blocked says a chosen member is blocked by the de-minimis ceiling
 * whatever joins (CertainBlocks#blocked). That is only sound if it is true: for every partial combination it says so of, every
 * extension by the undecided candidates must be infeasible in evaluate-combination.ts.
 */
describe('CertainBlocks', () => {
  /**
   * Besides the general plans, ones shaped like the bench's case: de-minimis loans and grants beside grants
   * with an intensity on one or two kinds of costs, little headroom left, so that whether a de-minimis loan
   * fits depends on how much of the costs the grants take (the aid cap's part of the bound).
   */
  const crowded = planInputsOf({
    bases: [
      { kind: 'deminimis', regulation: 'general' },
      { kind: 'deminimis', regulation: 'general' },
      { kind: 'regional-aid-map' },
      { kind: 'gber', article: '17' },
      { kind: 'notified', reference: 'N' },
    ],
    instruments: ['grant', 'loan', 'loan'],
    kinds: kinds.slice(0, 2),
    maxUsedEur: 290_000,
  });

  it.each([
    ['general plans', planInputs, 100],
    ['de-minimis loans among capped grants', crowded, 1000],
  ])('is never wrong on %s: every extension of a combination it blocks is infeasible', (_, inputs, fires) => {
    let blocked = 0;
    fc.assert(
      fc.property(inputs, (input) => {
        const { prepared, costs, ledgers, blocks } = setUp(input);
        for (let from = 0; from <= prepared.length; from++) {
          const undecided = prepared.slice(from);
          for (const chosen of subsets(prepared.slice(0, from))) {
            if (!blocks.blocked(chosen, from)) continue;
            blocked++;
            for (const extension of subsets<PreparedCandidate>(undecided)) {
              const outcome = evaluateCombination([...chosen, ...extension], costs, ledgers, false);
              expect({
                ids: [...chosen, ...extension].map((p) => p.candidate.id),
                feasible: outcome.feasible,
              }).toEqual({
                ids: expect.any(Array),
                feasible: false,
              });
            }
          }
        }
      }),
      { numRuns: 300, seed: SEED },
    );
    // The property says something only if the bound fires; it does on these inputs.
    expect(blocked).toBeGreaterThan(fires);
  });
});

describe('CertainBlocks: the floor of the aid cap', () => {
  /**
   * The bench's case in small: a notified grant at 45 % and an Art. 17 line at 10 % on the same investment,
   * two loans, and a de-minimis loan whose grant equivalent stays above the headroom however the grants are
   * cut (they take at most 45 % of the costs, so the loan keeps at least 55 %). Judged by the lowest
   * intensity in play (10 %, less than the loans' grant equivalents), the 45 % grant seemed cut to nothing,
   * the cap free up to 100 % and the loan possibly pushed out: never blocked, every leaf evaluated.
   */
  const input = aPlanInput({
    company: aCompany({
      own: { staffHeadcount: 120, turnoverEur: 25_000_000, balanceSheetEur: 20_000_000 },
      deminimisGrants: [{ amountEur: 140_000, grantDate: '2025-03-01', regulation: 'general' }],
    }),
    project: aProject({ costs: { investment: 2_500_000 } }),
    baseRatePercent: 2.5,
    candidates: [
      aCandidate({ id: 'notified', legalBasis: { kind: 'notified', reference: 'N' }, rate: 0.45 }),
      aCandidate({ id: 'art17', rate: 0.2 }),
      aCandidate({
        id: 'n-loan',
        instrument: 'loan',
        legalBasis: { kind: 'notified', reference: 'K' },
        rate: 1,
        maxAmountEur: 1_500_000,
        loan: { interestRatePercent: 2.1, termYears: 8 },
      }),
      aCandidate({
        id: 'dm-loan',
        instrument: 'loan',
        legalBasis: { kind: 'deminimis', regulation: 'general' },
        rate: 1,
        maxAmountEur: 2_000_000,
        loan: { interestRatePercent: 1.2, termYears: 10, gracePeriodYears: 1 },
      }),
    ],
  });

  it('blocks the de-minimis loan beside a 45 % grant and a 10 % line, as the evaluation does', () => {
    const { prepared, costs, ledgers, blocks } = setUp(input);
    expect(prepared.map((p) => p.candidate.id)).toEqual(['art17', 'dm-loan', 'n-loan', 'notified']);
    const outcome = evaluateCombination(prepared, costs, ledgers, false);
    expect(outcome.feasible).toBe(false);
    expect(outcome.programs[outcome.blocker?.index ?? -1]?.prepared.candidate.id).toBe('dm-loan');
    expect(blocks.blocked(prepared, prepared.length)).toBe(true);
  });
});
