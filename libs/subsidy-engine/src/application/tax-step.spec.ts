import { aSubsidyProgram, anApplicant, SIZE_PROFILES } from '../testing';
import { calculateSubsidy } from './calculate-subsidy';

const forschungszulage = aSubsidyProgram({
  category: 'steuervorteil',
  maxAmount: 4_200_000,
  subsidyRateMax: 0.35,
  rate: { baseRate: 0.25 },
  terms: { legalBasis: { kind: 'tax', law: 'FZulG' } },
});

describe('Forschungszulage (FZulG)', () => {
  it.each`
    day             | profile                | budget        | amount       | version
    ${'2024-03-27'} | ${SIZE_PROFILES.small} | ${1_000_000}  | ${250_000}   | ${'fzulg-base-4m-2020-07'}
    ${'2024-03-28'} | ${SIZE_PROFILES.small} | ${1_000_000}  | ${350_000}   | ${'fzulg-base-10m-2024-03-28'}
    ${'2024-03-28'} | ${SIZE_PROFILES.large} | ${1_000_000}  | ${250_000}   | ${'fzulg-base-10m-2024-03-28'}
    ${'2024-03-27'} | ${SIZE_PROFILES.large} | ${20_000_000} | ${1_000_000} | ${'fzulg-base-4m-2020-07'}
    ${'2025-12-31'} | ${SIZE_PROFILES.small} | ${20_000_000} | ${3_500_000} | ${'fzulg-base-10m-2024-03-28'}
    ${'2025-12-31'} | ${SIZE_PROFILES.large} | ${20_000_000} | ${2_500_000} | ${'fzulg-base-10m-2024-03-28'}
    ${'2026-01-01'} | ${SIZE_PROFILES.small} | ${20_000_000} | ${4_200_000} | ${'fzulg-base-12m-2026'}
    ${'2026-01-01'} | ${SIZE_PROFILES.large} | ${20_000_000} | ${3_000_000} | ${'fzulg-base-12m-2026'}
  `(
    '$day, $profile.employeeCount staff, base $budget -> $amount',
    ({ day, profile, budget, amount, version }) => {
      const r = calculateSubsidy({
        program: forschungszulage,
        profile: anApplicant(profile),
        projectBudgetEur: budget,
        referenceDate: new Date(`${day}T12:00:00Z`),
      });
      expect(r.estimatedSubsidyEur).toBe(amount);
      expect(r.ruleVersions).toContain(version);
      expect(r.warnings.find((w) => w.code === 'TAX_BENEFIT')?.severity).toBe('info');
      expect(r.breakdown.filter((b) => b.step === 'tax')).toHaveLength(3);
    },
  );

  it('treats other tax programs by their rate and flags them as tax benefits', () => {
    const program = aSubsidyProgram({
      category: 'steuervorteil',
      maxAmount: 40_000,
      rate: { baseRate: 0.2, eligibleCostsMaxEur: 200_000 },
      terms: { legalBasis: { kind: 'tax', law: 'EStG' } },
    });
    const r = calculateSubsidy({
      program,
      profile: anApplicant(),
      projectBudgetEur: 300_000,
      referenceDate: new Date('2026-01-01T12:00:00Z'),
    });
    expect(r.estimatedSubsidyEur).toBe(40_000);
    expect(r.warnings.map((w) => w.code)).toContain('TAX_BENEFIT');
  });
});
