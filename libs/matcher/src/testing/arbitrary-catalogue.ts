import { seedPrograms, type Program } from '@libs/catalogue';
import { COMPANY_SIZES, PROGRAM_CATEGORIES, type LegalBasis, type RateTerms } from '@libs/shared';
import type { ApplicantProfile } from '@libs/subsidy-engine';
import fc from 'fast-check';
import type { RankOptions } from '../domain/match-result';

/**
 * fast-check arbitraries for ranking tests: catalogues made of seed programs with random rules, each with
 * clones that differ only where cohorts may differ (id, name, amounts, deadline, regions), and applicants
 * across every branch the hard filters and the score take. Not exported from `testing/index` (fast-check is
 * a dev dependency).
 */
const SEED = seedPrograms();
const REGIONS = ['bundesweit', 'SN', 'BY', 'BE', 'DE-NW', 'Sachsen', 'XX'];
const DAYS = ['2025-12-31', '2026-06-14', '2026-06-15', '2026-07-01', '2027-03-31', '2031-01-01'];
const nullable = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null });
const rate = fc.constantFrom(0, 0.1, 0.25, 0.4, 0.5, 0.8, 1);
const sizes = fc.subarray([...COMPANY_SIZES]);

const legalBasis: fc.Arbitrary<LegalBasis> = fc.constantFrom<LegalBasis>(
  { kind: 'none' },
  // Art. 17 and 18 allow 0 % to a large enterprise: the engine's refusal the index has to foresee.
  { kind: 'gber', article: '17' },
  { kind: 'gber', article: '17' },
  { kind: 'gber', article: '18' },
  { kind: 'gber', article: '25', researchCategory: 'experimental' },
  { kind: 'gber', article: '29' },
  { kind: 'deminimis', regulation: 'general' },
  { kind: 'deminimis', regulation: 'agriculture' },
  { kind: 'regional-aid-map' },
  { kind: 'tax', law: 'FZulG' },
  { kind: 'notified', reference: 'Kleinbeihilfen' },
);

const rateTerms: fc.Arbitrary<RateTerms> = fc.record({
  baseRate: nullable(rate),
  sizeRates: fc.option(fc.dictionary(fc.constantFrom(...COMPANY_SIZES), rate), { nil: undefined }),
  regionalRates: fc.option(
    fc.array(fc.record({ regions: fc.subarray(['SN', 'BE', 'TH']), rate, label: fc.constant('Ost') }), {
      maxLength: 1,
    }),
    { nil: undefined },
  ),
  eligibleCostsMaxEur: nullable(fc.constantFrom(3_500, 100_000, 2_000_000)),
  eligibleCostsMinEur: nullable(fc.constantFrom(5_000, 300_000)),
  financingShare: nullable(fc.constantFrom(0.5, 1)),
  ageRates: fc.option(
    fc.array(fc.record({ belowAgeYears: fc.constant(5), rate, label: fc.constant('jung') })),
    {
      nil: undefined,
    },
  ),
});

/** What a clone may change: the fields outside a cohort's signature. */
const variation = fc.record({
  maxAmount: fc.constantFrom(0, 800, 5_000, 50_000, 200_000, 1_000_000, 25_000_000),
  minAmount: nullable(fc.constantFrom(1_000, 100_000)),
  applicationDeadline: nullable(fc.constantFrom(...DAYS)),
  regions: fc.subarray(REGIONS, { maxLength: 2 }),
  regionsInTerms: fc.boolean(),
});

const scheme = fc.record({
  template: fc.constantFrom(...SEED),
  category: fc.constantFrom(...PROGRAM_CATEGORIES),
  status: fc.constantFrom('aktiv', 'aktiv', 'geplant', 'ausgelaufen', 'inaktiv'),
  deminimis: fc.constantFrom(null, true, false),
  subsidyRateMax: nullable(rate),
  legalBasis,
  rate: fc.oneof(fc.constant(null), rateTerms),
  companySizes: nullable(sizes),
  employeeMax: nullable(fc.constantFrom(9, 49, 249)),
  companyAgeMaxYears: nullable(fc.constantFrom(3, 5)),
  companyAgeMinYears: nullable(fc.constantFrom(2, 5)),
  excludedSectors: fc.subarray(['01', '62', 'C', '28.4']),
  targetGroups: fc.subarray(['KMU', 'Unternehmen', 'Gruender', 'Kleine Unternehmen', 'Grossunternehmen']),
  phases: fc.subarray(['Gruendung', 'Festigung', 'Wachstum', 'Innovation']),
  clones: fc.array(variation, { minLength: 1, maxLength: 6 }),
});

type Scheme = typeof scheme extends fc.Arbitrary<infer T> ? T : never;

function programsOf(s: Scheme, schemeIndex: number): Program[] {
  const t = s.template;
  return s.clones.map((v, i) => ({
    ...t,
    id: `s${schemeIndex}-${String.fromCharCode(122 - i)}`,
    name: `${t.name} ${schemeIndex}/${i}`,
    category: s.category,
    status: s.status,
    deminimis: s.deminimis,
    subsidyRateMax: s.subsidyRateMax,
    targetGroups: s.targetGroups,
    phases: s.phases,
    maxAmount: v.maxAmount,
    minAmount: v.minAmount,
    applicationDeadline: v.applicationDeadline,
    eligibleRegions: v.regionsInTerms ? ['bundesweit'] : v.regions,
    terms: {
      ...t.terms,
      legalBasis: s.legalBasis,
      rate: s.rate ?? t.terms.rate,
      eligibility: {
        companySizes: s.companySizes,
        employeeMax: s.employeeMax,
        companyAgeMaxYears: s.companyAgeMaxYears,
        companyAgeMinYears: s.companyAgeMinYears,
        excludedSectors: s.excludedSectors,
        regions: v.regionsInTerms ? v.regions : [],
      },
    },
  }));
}

export const arbitraryCatalogue: fc.Arbitrary<Program[]> = fc
  .array(scheme, { minLength: 1, maxLength: 16 })
  .map((schemes) => schemes.flatMap(programsOf));

export const arbitraryApplicant: fc.Arbitrary<ApplicantProfile> = fc.record(
  {
    employeeCount: fc.constantFrom(0, 5, 9, 10, 45, 49, 200, 249, 250, 900),
    revenueEur: fc.constantFrom(500_000, 2_000_000, 9_000_000, 40_000_000, 200_000_000),
    balanceSheetEur: fc.constantFrom(null, undefined, 1_000_000, 30_000_000),
    federalState: fc.constantFrom('SN', 'BY', 'BE', 'NW', 'Sachsen', 'DE-BY', 'XX'),
    industryCode: fc.constantFrom('62.01', '01.11', '03.11', '28.41', '35.11', 'C', 'xx'),
    companySize: fc.constantFrom(null, undefined, 'micro' as const, 'large' as const),
    isKmu: fc.constantFrom(null, undefined, true, false),
    companyAgeYears: fc.constantFrom(null, undefined, 0.5, 2, 4, 10),
    deminimisUsedEur: fc.constantFrom(null, undefined, 0, 45_000, 100_000, 299_999.999, 300_000),
  },
  { requiredKeys: ['employeeCount', 'revenueEur', 'federalState', 'industryCode'] },
);

/** A request on one of a few days (around the deadlines above), at some instant of the German day. */
export const arbitraryOptions: fc.Arbitrary<RankOptions> = fc.record({
  categories: fc.option(fc.subarray([...PROGRAM_CATEGORIES], { maxLength: 3 }), { nil: undefined }),
  // Small limits most often: that is where bounds prune and ties are broken.
  limit: fc.constantFrom(0, 1, 1, 2, 2, 3, 5, 10, 50),
  referenceDate: fc
    .tuple(fc.constantFrom('2026-06-14', '2026-06-15', '2026-06-16', '2027-04-01'), fc.constantFrom(0, 9, 22))
    .map(([day, hour]) => new Date(`${day}T${String(hour).padStart(2, '0')}:30:00Z`)),
});
