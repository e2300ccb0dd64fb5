import fc from 'fast-check';
import type { LegalBasis } from '@libs/shared';
import { COST_KINDS, type PlanCandidate } from '../domain/plan-input';
import { aCompany, aPlanInput, aProject } from './plan.builder';

/**
 * Random plans of up to eight candidates on three kinds of costs, for the property tests that compare the
 * search with trying every combination (any legal basis, loans and tax, exclusions, de-minimis headroom).
 */
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
export const kinds = COST_KINDS.slice(0, 3);

/** What the candidates are drawn from: by default every legal basis and instrument on three kinds of costs. */
export interface PlanShape {
  bases?: LegalBasis[];
  instruments?: PlanCandidate['instrument'][];
  kinds?: typeof kinds;
  /** De-minimis aid already received (EUR): at most this much. */
  maxUsedEur?: number;
}

const candidate = (id: string, shape: Required<PlanShape>): fc.Arbitrary<PlanCandidate> =>
  fc
    .record({
      instrument: fc.constantFrom(...shape.instruments),
      legalBasis: fc.constantFrom(...shape.bases),
      costKinds: fc.subarray([...shape.kinds], { minLength: 1 }),
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

export const planInputsOf = (given: PlanShape = {}) => {
  const shape: Required<PlanShape> = {
    bases,
    instruments: ['grant', 'grant', 'loan', 'tax'],
    kinds,
    maxUsedEur: 320_000,
    ...given,
  };
  return fc
    .tuple(
      fc
        .integer({ min: 1, max: 8 })
        .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => candidate(`p${i}`, shape)))),
      fc.tuple(...kinds.map(() => fc.integer({ min: 0, max: 1_500_000 }))),
      fc.integer({ min: 0, max: shape.maxUsedEur }),
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
};

export const planInputs = planInputsOf();
