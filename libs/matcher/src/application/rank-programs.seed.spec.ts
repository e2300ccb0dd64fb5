import { seedPrograms, type Program } from '@libs/catalogue';
import { calculateSubsidy, checkEligibility, type ApplicantProfile } from '@libs/subsidy-engine';
import { anApplicant, SIZE_PROFILES } from '@libs/subsidy-engine/testing';
import { compileCatalogue } from './compile-catalogue';
import { rankPrograms } from './rank-programs';

const programs = seedPrograms();
const catalogue = compileCatalogue(programs);
const REF = new Date('2026-06-15T10:00:00Z');

/** Brute force, program by program: what the engine says the applicant can get. */
function expectedIds(profile: ApplicantProfile): string[] {
  const budgetDependent = new Set(['BELOW_MIN_COSTS', 'BELOW_MIN_AMOUNT']);
  return programs
    .filter((p) => p.status !== 'inaktiv' && checkEligibility(p, profile, REF).eligible)
    .filter((p) => {
      const r = calculateSubsidy({ program: p, profile, projectBudgetEur: 1_000_000, referenceDate: REF });
      return r.warnings.every((w) => w.severity !== 'error' || budgetDependent.has(w.code));
    })
    .map((p) => p.id)
    .sort();
}

const profiles: [string, ApplicantProfile][] = [
  [
    'small Saxon, young, no balance sheet',
    anApplicant({ ...SIZE_PROFILES.small, federalState: 'SN', companyAgeYears: 2, balanceSheetEur: null }),
  ],
  [
    'micro Berlin start-up',
    anApplicant({
      ...SIZE_PROFILES.micro,
      federalState: 'Berlin',
      companyAgeYears: 0.5,
      industryCode: '62.01',
    }),
  ],
  [
    'medium Bavarian manufacturer',
    anApplicant({ ...SIZE_PROFILES.medium, federalState: 'BY', companyAgeYears: 30 }),
  ],
  ['large NRW company', anApplicant({ ...SIZE_PROFILES.large, federalState: 'NRW', companyAgeYears: 50 })],
  [
    'farm in Lower Saxony, de-minimis used',
    anApplicant({ federalState: 'NI', industryCode: '01.11', deminimisUsedEur: 290_000 }),
  ],
  [
    'small Thuringian, age unknown',
    anApplicant({
      ...SIZE_PROFILES.small,
      federalState: 'TH',
      companyAgeYears: null,
      deminimisUsedEur: null,
    }),
  ],
];

describe.each(profiles)('rankPrograms over the 107 seed programs: %s', (_name, profile) => {
  const all = rankPrograms(catalogue, profile, { limit: 1_000, referenceDate: REF });

  it('returns exactly the programs the engine finds eligible, program by program', () => {
    expect(all.matches.map((m) => m.programId).sort()).toEqual(expectedIds(profile));
    expect(all.total).toBe(all.matches.length);
  });

  it('scores within [0, 100], sorted descending, with at least one reason each', () => {
    for (const m of all.matches) {
      expect(m.score).toBeGreaterThanOrEqual(0);
      expect(m.score).toBeLessThanOrEqual(100);
      expect(m.reasons.length).toBeGreaterThan(0);
    }
    const scores = all.matches.map((m) => m.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it.each([1, 3, 10])(
    'with limit %i returns the first entries of the full ranking and the same total',
    (limit) => {
      const page = rankPrograms(catalogue, profile, { limit, referenceDate: REF });
      expect(page.matches).toEqual(all.matches.slice(0, limit));
      expect(page.total).toBe(all.total);
    },
  );

  it('gives the same answer from the program list as from the compiled catalogue', () => {
    expect(rankPrograms(programs, profile, { limit: 1_000, referenceDate: REF })).toEqual(all);
  });
});

describe('rankPrograms over the seed: the applicant’s Land', () => {
  const landOf = (p: Program) => p.terms.eligibility.regions;
  it('never returns another Land’s program to a Saxon company', () => {
    const result = rankPrograms(catalogue, anApplicant({ federalState: 'SN' }), {
      limit: 1_000,
      referenceDate: REF,
    });
    const byId = new Map(programs.map((p) => [p.id, p]));
    for (const m of result.matches) {
      const regions = landOf(byId.get(m.programId) as Program);
      expect(regions.includes('bundesweit') || regions.includes('SN')).toBe(true);
    }
    expect(result.matches.some((m) => landOf(byId.get(m.programId) as Program).includes('SN'))).toBe(true);
  });
});
