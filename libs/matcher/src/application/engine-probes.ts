import {
  COMPANY_SIZES,
  FEDERAL_STATE_CODES,
  type CompanySize,
  type EligibilityTerms,
  type FederalStateCode,
} from '@libs/shared';
import {
  SME_DEFINITION,
  calculateSubsidy,
  checkEligibility,
  classifySme,
  type ApplicantProfile,
  type SubsidyProgram,
} from '@libs/subsidy-engine';

/**
 * The candidate index asks the engine instead of restating its rules. `checkEligibility` is the conjunction
 * of independent checks (status, deadline, region, size, age, sector), each reading only its own program
 * fields and profile fields. A probe is the program with every rule but one lifted, so the engine's verdict
 * on it is that rule's verdict for every applicant who shares the profile fields the rule reads: the Land for
 * the region rule, the size class for `companySizes`. An index built from probes skips a program only where
 * the full check would fail on that rule alone.
 */

/** One bit per size class, in COMPANY_SIZES order. */
export const sizeBit = (size: CompanySize): number => 1 << COMPANY_SIZES.indexOf(size);

const OPEN_ELIGIBILITY: EligibilityTerms = {
  companySizes: null,
  employeeMax: null,
  companyAgeMaxYears: null,
  companyAgeMinYears: null,
  regions: [],
  excludedSectors: [],
};

/** The program with every eligibility rule lifted except `keep`, and no legal basis (no sector exclusions). */
function probe(p: SubsidyProgram, keep: Partial<EligibilityTerms>, eligibleRegions: readonly string[] = []) {
  return {
    ...p,
    status: 'aktiv' as const,
    applicationDeadline: null,
    eligibleRegions,
    terms: {
      ...p.terms,
      legalBasis: { kind: 'none' as const },
      eligibility: { ...OPEN_ELIGIBILITY, ...keep },
    },
  };
}

/**
 * A profile of each size class with the fewest employees the class allows (so that no `employeeMax` can be
 * what a probe trips over), from the thresholds of Recommendation 2003/361/EC as the engine holds them.
 */
export const PROBE_PROFILES: Record<CompanySize, ApplicantProfile> = (() => {
  const limits = SME_DEFINITION.value;
  const base = { federalState: 'BE', industryCode: '62.01', companyAgeYears: 10, deminimisUsedEur: 0 };
  const of = (staff: number, eur: number): ApplicantProfile => ({
    ...base,
    employeeCount: staff,
    revenueEur: eur,
    balanceSheetEur: eur,
  });
  const [micro, small, medium] = limits;
  return {
    micro: of(0, micro?.turnoverMaxEur ?? 0),
    small: of(micro?.staffBelow ?? 0, small?.turnoverMaxEur ?? 0),
    medium: of(small?.staffBelow ?? 0, medium?.turnoverMaxEur ?? 0),
    large: of(medium?.staffBelow ?? 0, 1),
  };
})();

/** Region and size rules are timeless; the date only has to be one on which the engine's tables hold. */
const PROBE_DATE = new Date('2026-01-01T12:00:00Z');
const SME = Object.fromEntries(COMPANY_SIZES.map((s) => [s, classifySme(PROBE_PROFILES[s])]));
/** Does not name a Land: what an applicant with an unknown `federalState` sees. */
const NO_LAND = '?';

/**
 * Where the engine's region rule admits the program: `open` when it admits an applicant whose Land it cannot
 * read (then it admits every Land: the rule only passes such an applicant for a nationwide program), else the
 * Länder whose code it admits. An applicant's `federalState` is read to one of these codes or to none.
 */
export function regionReach(p: SubsidyProgram): { open: boolean; lands: FederalStateCode[] } {
  const regional = probe(p, { regions: p.terms.eligibility.regions }, p.eligibleRegions);
  const admits = (federalState: string) =>
    checkEligibility(regional, { ...PROBE_PROFILES.small, federalState }, PROBE_DATE, SME.small).eligible;
  if (admits(NO_LAND)) return { open: true, lands: [] };
  return { open: false, lands: FEDERAL_STATE_CODES.filter(admits) };
}

/** The size classes the engine's `companySizes` rule admits, as bits (`sizeBit`). */
export function admittedSizes(p: SubsidyProgram): number {
  const sized = probe(p, { companySizes: p.terms.eligibility.companySizes });
  return COMPANY_SIZES.filter(
    (s) => checkEligibility(sized, PROBE_PROFILES[s], PROBE_DATE, SME[s]).eligible,
  ).reduce((bits, s) => bits | sizeBit(s), 0);
}

/**
 * The size classes for which the engine may refuse an eligible applicant with de-minimis room left: its
 * only such refusal is a legal maximum intensity of 0 for the size (LEGAL_MAX_INTENSITY, e.g. GBER Art. 17
 * for a large enterprise), which depends on the legal basis, the instrument and the size alone, and which a
 * positive rate reveals. So the probe is the program at a 100 % rate with nothing else in the way; any
 * refusal it meets marks the size (a conservative answer: ranking then asks the engine per applicant).
 */
export function refusableSizes(p: SubsidyProgram): number {
  const fullRate = {
    ...probe(p, {}),
    // The real legal basis: its intensity table is the point of the probe.
    terms: { ...p.terms, eligibility: OPEN_ELIGIBILITY, rate: { baseRate: 1 } },
    maxAmount: Infinity,
    minAmount: null,
    subsidyRateMax: null,
  };
  return COMPANY_SIZES.filter((s) => {
    const input = {
      program: fullRate,
      profile: PROBE_PROFILES[s],
      projectBudgetEur: 1e6,
      referenceDate: PROBE_DATE,
    };
    return calculateSubsidy(input).warnings.some((w) => w.severity === 'error');
  }).reduce((bits, s) => bits | sizeBit(s), 0);
}

/**
 * The program as the per-request eligibility check sees it: region, size class, deadline and status are the
 * index's (each decided as above, by the engine's own deadline formula, or closed at compile time), so only
 * headcount, age and sectors (the program's and its legal basis's) remain; programs that agree on those
 * share one check. No lifted rule adds or removes a missing profile field, so `missingData` is unchanged.
 */
export function eligibilityProbe(p: SubsidyProgram): SubsidyProgram {
  const { regions: _regions, companySizes: _sizes, ...rest } = p.terms.eligibility;
  return {
    ...p,
    status: 'aktiv',
    applicationDeadline: null,
    eligibleRegions: [],
    terms: { ...p.terms, eligibility: { ...OPEN_ELIGIBILITY, ...rest } },
  };
}
