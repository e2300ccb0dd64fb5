import { aSubsidyProgram, anApplicant } from '../testing';
import { calculateSubsidy } from './calculate-subsidy';

const REF = new Date('2026-06-15T10:00:00Z');
const run = (program: ReturnType<typeof aSubsidyProgram>, budget: number) =>
  calculateSubsidy({ program, profile: anApplicant(), projectBudgetEur: budget, referenceDate: REF });
const codes = (r: ReturnType<typeof run>): string[] => r.warnings.map((w) => `${w.code}:${w.severity}`);

describe('amount step', () => {
  it.each`
    budget     | amount    | warning
    ${19_998}  | ${9_999}  | ${null}
    ${20_000}  | ${10_000} | ${null}
    ${20_002}  | ${10_000} | ${'MAX_AMOUNT_CAPPED:info'}
    ${500_000} | ${10_000} | ${'MAX_AMOUNT_CAPPED:info'}
  `('maxAmount 10,000 at 50 %: budget $budget -> $amount', ({ budget, amount, warning }) => {
    const r = run(aSubsidyProgram({ maxAmount: 10_000 }), budget);
    expect(r.estimatedSubsidyEur).toBe(amount);
    expect(codes(r)).toEqual(warning ? [warning] : []);
  });

  it.each`
    budget    | amount   | eligible
    ${3_999}  | ${0}     | ${false}
    ${4_000}  | ${2_000} | ${true}
    ${80_000} | ${7_500} | ${true}
  `('eligible costs 4,000..15,000, max 7,500: budget $budget -> $amount', ({ budget, amount, eligible }) => {
    const program = aSubsidyProgram({
      maxAmount: 7_500,
      rate: { baseRate: 0.5, eligibleCostsMinEur: 4_000, eligibleCostsMaxEur: 15_000 },
    });
    const r = run(program, budget);
    expect(r.estimatedSubsidyEur).toBe(amount);
    expect(r.eligible).toBe(eligible);
    if (!eligible) expect(codes(r)).toEqual(['BELOW_MIN_COSTS:error']);
  });

  it('caps eligible costs before applying the rate', () => {
    const program = aSubsidyProgram({
      maxAmount: 1_000_000,
      rate: { baseRate: 0.5, eligibleCostsMaxEur: 3_500 },
    });
    const r = run(program, 10_000);
    expect(r.estimatedSubsidyEur).toBe(1_750);
    expect(r.effectiveSubsidyRate).toBe(0.175);
  });

  it.each`
    budget       | amount     | error
    ${999_998}   | ${0}       | ${true}
    ${1_000_000} | ${500_000} | ${false}
  `('minAmount 500,000: budget $budget -> $amount', ({ budget, amount, error }) => {
    const r = run(aSubsidyProgram({ maxAmount: 2_500_000, minAmount: 500_000 }), budget);
    expect(r.estimatedSubsidyEur).toBe(amount);
    expect(codes(r)).toEqual(error ? ['BELOW_MIN_AMOUNT:error'] : []);
  });

  it('says when the cap is the legal ceiling rather than the program cap', () => {
    const program = aSubsidyProgram({ maxAmount: 300_000, terms: { maxAmountBasis: 'legal-ceiling' } });
    expect(run(program, 1_000_000).warnings[0]?.message).toContain('gesetzliche Obergrenze von 300.000 EUR');
  });
});

describe('loans, guarantees and equity', () => {
  it.each`
    category         | share        | budget       | amount
    ${'kredit'}      | ${undefined} | ${200_000}   | ${200_000}
    ${'darlehen'}    | ${0.35}      | ${1_000_000} | ${350_000}
    ${'buergschaft'} | ${0.8}       | ${100_000}   | ${80_000}
    ${'beteiligung'} | ${0.5}       | ${4_000_000} | ${1_000_000}
  `(
    '$category, share $share, budget $budget -> $amount, flagged as not a grant',
    ({ category, share, budget, amount }) => {
      const program = aSubsidyProgram({
        category,
        maxAmount: 1_000_000,
        subsidyRateMax: 0.06,
        rate: { baseRate: null, financingShare: share },
      });
      const r = run(program, budget);
      expect(r.estimatedSubsidyEur).toBe(amount);
      expect(r.warnings.find((w) => w.code === 'NOT_A_GRANT')?.severity).toBe('info');
      expect(r.breakdown.map((b) => b.step)).toContain('financing');
    },
  );

  it('does not cut a de-minimis loan to the headroom (its gross grant equivalent counts), but blocks it at zero headroom', () => {
    const program = aSubsidyProgram({
      category: 'kredit',
      maxAmount: 125_000,
      terms: { legalBasis: { kind: 'deminimis', regulation: 'general' } },
    });
    const some = calculateSubsidy({
      program,
      profile: anApplicant({ deminimisUsedEur: 290_000 }),
      projectBudgetEur: 100_000,
      referenceDate: REF,
    });
    expect(some.estimatedSubsidyEur).toBe(100_000);
    expect(some.warnings.map((w) => w.code)).toEqual(['DEMINIMIS_GROSS_GRANT_EQUIVALENT', 'NOT_A_GRANT']);
    const none = calculateSubsidy({
      program,
      profile: anApplicant({ deminimisUsedEur: 300_000 }),
      projectBudgetEur: 100_000,
      referenceDate: REF,
    });
    expect(none.estimatedSubsidyEur).toBe(0);
    expect(none.eligible).toBe(false);
  });
});
