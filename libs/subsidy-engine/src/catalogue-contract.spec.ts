// Test-only use of the catalogue: the engine itself does not depend on it (DAG shared <- subsidy-engine).
// This checks that the catalogue's Program is assignable to SubsidyProgram and that every seeded program
// computes for a spread of profiles.
import { seedPrograms, type Program } from '@libs/catalogue';
import { COMPANY_SIZES } from '@libs/shared';
import type { SubsidyProgram } from './domain/subsidy-program';
import { calculateSubsidy } from './application/calculate-subsidy';
import { checkEligibility } from './application/check-eligibility';
import { anApplicant, SIZE_PROFILES } from './testing';

const programs: SubsidyProgram[] = seedPrograms() satisfies Program[];
const byId = (id: string): SubsidyProgram => {
  const p = programs.find((x) => x.id === id);
  if (!p) throw new Error(`no seed program ${id}`);
  return p;
};
const REF = new Date('2026-06-15T10:00:00Z');

describe('every seeded program computes', () => {
  const states = ['BY', 'DE-SN', 'Berlin', 'HH', 'xx'];
  const industries = ['28.41', '01.11', 'A', '62.01', 'IT'];
  const budgets = [0.01, 999, 50_000, 2_000_000, 50_000_000];
  const days = ['2023-06-01', '2024-03-28', '2026-01-01', '2031-01-01'];
  const sizes = Object.keys(SIZE_PROFILES) as (keyof typeof SIZE_PROFILES)[];

  it.each(programs.map((p) => [p.id, p] as const))(
    '%s: amounts within [0, maxAmount], rate within [0, 1]',
    (_id, program) => {
      let i = 0;
      for (const size of sizes) {
        for (const budget of budgets) {
          i += 1;
          const profile = anApplicant({
            ...SIZE_PROFILES[size],
            federalState: states[i % states.length] ?? 'BY',
            industryCode: industries[i % industries.length] ?? '28.41',
            companyAgeYears: i % 3 === 0 ? undefined : i % 12,
            balanceSheetEur: i % 4 === 0 ? null : SIZE_PROFILES[size].balanceSheetEur,
            deminimisUsedEur: (i * 37_000) % 320_000,
            companySize: COMPANY_SIZES[i % 4],
          });
          const r = calculateSubsidy({
            program,
            profile,
            projectBudgetEur: budget,
            referenceDate: new Date(`${days[i % days.length]}T12:00:00Z`),
          });
          expect(r.estimatedSubsidyEur).toBeGreaterThanOrEqual(0);
          expect(r.estimatedSubsidyEur).toBeLessThanOrEqual(program.maxAmount);
          expect(r.estimatedSubsidyEur).toBeLessThanOrEqual(budget);
          expect(r.effectiveSubsidyRate).toBeGreaterThanOrEqual(0);
          expect(r.effectiveSubsidyRate).toBeLessThanOrEqual(1);
          expect(Number.isInteger(Math.round(r.estimatedSubsidyEur * 100))).toBe(true);
          if (!r.eligible) expect(r.warnings.some((w) => w.severity === 'error')).toBe(true);
          if (r.warnings.some((w) => w.severity === 'error')) expect(r.eligible).toBe(false);
        }
      }
    },
  );
});

describe('seeded programs give size-dependent answers where their guideline has one', () => {
  const run = (id: string, size: keyof typeof SIZE_PROFILES, budget: number, extra = {}) =>
    calculateSubsidy({
      program: byId(id),
      profile: anApplicant({ ...SIZE_PROFILES[size], ...extra }),
      projectBudgetEur: budget,
      referenceDate: REF,
    });

  it.each`
    id                                              | size        | budget        | extra                                            | amount
    ${'bafa-foerderung-unternehmensberatungen-kmu'} | ${'small'}  | ${5_000}      | ${{ federalState: 'BY' }}                        | ${1_750}
    ${'bafa-foerderung-unternehmensberatungen-kmu'} | ${'small'}  | ${5_000}      | ${{ federalState: 'Thüringen' }}                 | ${2_800}
    ${'bafa-foerderung-unternehmensberatungen-kmu'} | ${'large'}  | ${5_000}      | ${{ federalState: 'TH' }}                        | ${0}
    ${'bafa-eew-modul1-querschnittstechnologien'}   | ${'small'}  | ${100_000}    | ${{}}                                            | ${25_000}
    ${'bafa-eew-modul1-querschnittstechnologien'}   | ${'medium'} | ${100_000}    | ${{}}                                            | ${20_000}
    ${'bmwk-zim-einzelprojekt'}                     | ${'small'}  | ${600_000}    | ${{ companyAgeYears: 12 }}                       | ${220_000}
    ${'bmwk-zim-einzelprojekt'}                     | ${'small'}  | ${600_000}    | ${{ companyAgeYears: 3 }}                        | ${247_500}
    ${'bmwk-zim-einzelprojekt'}                     | ${'medium'} | ${600_000}    | ${{ companyAgeYears: 3 }}                        | ${192_500}
    ${'bmwk-grw-gewerbliche-investitionen'}         | ${'small'}  | ${1_000_000}  | ${{ federalState: 'SN' }}                        | ${350_000}
    ${'bmwk-grw-gewerbliche-investitionen'}         | ${'large'}  | ${1_000_000}  | ${{ federalState: 'NW', industryCode: '28.41' }} | ${100_000}
    ${'bmwk-grw-gewerbliche-investitionen'}         | ${'small'}  | ${1_000_000}  | ${{ federalState: 'HH' }}                        | ${0}
    ${'by-baytp-plus'}                              | ${'medium'} | ${1_000_000}  | ${{}}                                            | ${350_000}
    ${'mv-digitrans'}                               | ${'medium'} | ${20_000}     | ${{ federalState: 'MV' }}                        | ${7_000}
    ${'sl-digitalinvest-kmu'}                       | ${'medium'} | ${50_000}     | ${{ federalState: 'SL' }}                        | ${15_000}
    ${'be-coaching-bonus'}                          | ${'small'}  | ${10_000}     | ${{ federalState: 'BE', companyAgeYears: 2 }}    | ${8_000}
    ${'be-coaching-bonus'}                          | ${'small'}  | ${10_000}     | ${{ federalState: 'BE', companyAgeYears: 7 }}    | ${5_000}
    ${'bund-forschungszulage'}                      | ${'small'}  | ${20_000_000} | ${{}}                                            | ${4_200_000}
    ${'bund-forschungszulage'}                      | ${'large'}  | ${20_000_000} | ${{}}                                            | ${3_000_000}
  `('$id, $size, $budget EUR, $extra -> $amount EUR', ({ id, size, budget, extra, amount }) => {
    expect(run(id, size, budget, extra).estimatedSubsidyEur).toBe(amount);
  });

  it('lets the matcher read eligibility and missing data of a seeded program', () => {
    const r = checkEligibility(
      byId('bw-innovationsgutschein-hightech-bw'),
      anApplicant({ federalState: 'BW', companyAgeYears: undefined, balanceSheetEur: undefined }),
      REF,
    );
    expect(r.eligible).toBe(true);
    expect(r.missingData).toEqual(['balanceSheetEur', 'companyAgeYears']);
  });
});
