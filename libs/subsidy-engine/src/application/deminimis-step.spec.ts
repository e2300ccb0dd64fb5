import type { DeminimisRegulation } from '@libs/shared';
import { aSubsidyProgram, anApplicant } from '../testing';
import { calculateSubsidy } from './calculate-subsidy';

const grant = (regulation: DeminimisRegulation) =>
  aSubsidyProgram({
    maxAmount: 1_000_000,
    rate: { baseRate: 1 },
    terms: { legalBasis: { kind: 'deminimis', regulation } },
  });
const at = (day: string) => new Date(`${day}T12:00:00Z`);

describe('de-minimis headroom', () => {
  it.each`
    regulation       | day             | used       | industryCode | budget     | amount     | severity
    ${'general'}     | ${'2026-06-15'} | ${290_000} | ${'28.41'}   | ${20_000}  | ${10_000}  | ${'warning'}
    ${'general'}     | ${'2026-06-15'} | ${280_000} | ${'28.41'}   | ${20_000}  | ${20_000}  | ${null}
    ${'general'}     | ${'2026-06-15'} | ${300_000} | ${'28.41'}   | ${20_000}  | ${0}       | ${'error'}
    ${'general'}     | ${'2026-06-15'} | ${350_000} | ${'28.41'}   | ${20_000}  | ${0}       | ${'error'}
    ${'general'}     | ${'2023-12-31'} | ${190_000} | ${'28.41'}   | ${20_000}  | ${10_000}  | ${'warning'}
    ${'general'}     | ${'2024-01-01'} | ${190_000} | ${'28.41'}   | ${20_000}  | ${20_000}  | ${null}
    ${'agriculture'} | ${'2026-06-15'} | ${40_000}  | ${'01.11'}   | ${20_000}  | ${10_000}  | ${'warning'}
    ${'agriculture'} | ${'2024-12-15'} | ${10_000}  | ${'01.11'}   | ${20_000}  | ${10_000}  | ${'warning'}
    ${'fishery'}     | ${'2026-06-15'} | ${0}       | ${'03.11'}   | ${50_000}  | ${40_000}  | ${'warning'}
    ${'sgei'}        | ${'2026-06-15'} | ${0}       | ${'38.11'}   | ${900_000} | ${750_000} | ${'warning'}
  `(
    '$regulation on $day, used $used: $budget -> $amount',
    ({ regulation, day, used, industryCode, budget, amount, severity }) => {
      const r = calculateSubsidy({
        program: grant(regulation),
        profile: anApplicant({ deminimisUsedEur: used, industryCode }),
        projectBudgetEur: budget,
        referenceDate: at(day),
      });
      expect(r.estimatedSubsidyEur).toBe(amount);
      const headroom = r.warnings.find((w) => w.code === 'DEMINIMIS_HEADROOM');
      expect(headroom?.severity ?? null).toBe(severity);
      expect(r.eligible).toBe(severity !== 'error');
    },
  );

  it('names the ceiling and zero headroom in the error', () => {
    const r = calculateSubsidy({
      program: grant('general'),
      profile: anApplicant({ deminimisUsedEur: 300_000 }),
      projectBudgetEur: 5_000,
      referenceDate: at('2026-06-15'),
    });
    expect(r.warnings.find((w) => w.code === 'DEMINIMIS_HEADROOM')?.message).toMatch(
      /300\.000 EUR.*verbleibender Freibetrag 0 EUR/,
    );
  });

  it('assumes no prior aid when none is declared, and says so', () => {
    const r = calculateSubsidy({
      program: grant('general'),
      profile: anApplicant({ deminimisUsedEur: undefined }),
      projectBudgetEur: 5_000,
      referenceDate: at('2026-06-15'),
    });
    expect(r.estimatedSubsidyEur).toBe(5_000);
    expect(r.warnings.map((w) => `${w.code}:${w.severity}`)).toEqual(['DATA_MISSING:info']);
  });

  it('uses the last known ceiling after 2030 and warns', () => {
    const r = calculateSubsidy({
      program: grant('general'),
      profile: anApplicant(),
      projectBudgetEur: 5_000,
      referenceDate: at('2031-02-01'),
    });
    expect(r.warnings.map((w) => w.code)).toContain('RULE_VALIDITY_UNKNOWN');
    expect(r.ruleVersions).toContain('deminimis-general-2023/2831');
  });

  it('treats deminimis: true without a de-minimis legal basis as general de-minimis', () => {
    const program = aSubsidyProgram({ deminimis: true, maxAmount: 1_000_000, rate: { baseRate: 1 } });
    const r = calculateSubsidy({
      program,
      profile: anApplicant({ deminimisUsedEur: 299_000 }),
      projectBudgetEur: 5_000,
      referenceDate: at('2026-06-15'),
    });
    expect(r.estimatedSubsidyEur).toBe(1_000);
  });
});
