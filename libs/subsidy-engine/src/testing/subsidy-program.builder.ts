import type { EligibilityTerms, ProgramTerms, RateTerms } from '@libs/shared';
import type { SubsidyProgram } from '../domain/subsidy-program';

export interface SubsidyProgramOverrides extends Partial<Omit<SubsidyProgram, 'terms'>> {
  terms?: Partial<Omit<ProgramTerms, 'rate' | 'eligibility'>>;
  rate?: Partial<RateTerms>;
  eligibility?: Partial<EligibilityTerms>;
}

/** Object mother: an active nationwide grant open to every size, 50 %, max 100,000 EUR, no legal basis. */
export function aSubsidyProgram(o: SubsidyProgramOverrides = {}): SubsidyProgram {
  const { terms, rate, eligibility, ...fields } = o;
  return {
    id: 'test-program',
    category: 'zuschuss',
    status: 'aktiv',
    applicationDeadline: null,
    maxAmount: 100_000,
    minAmount: null,
    subsidyRateMax: null,
    deminimis: null,
    eligibleRegions: ['bundesweit'],
    ...fields,
    terms: {
      legalBasis: { kind: 'none' },
      maxAmountBasis: 'program',
      rateRulesText: null,
      ...terms,
      rate: { baseRate: 0.5, ...rate },
      eligibility: {
        companySizes: null,
        employeeMax: null,
        companyAgeMaxYears: null,
        regions: ['bundesweit'],
        excludedSectors: [],
        ...eligibility,
      },
    },
  };
}
