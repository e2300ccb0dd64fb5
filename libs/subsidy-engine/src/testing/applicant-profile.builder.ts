import type { ApplicantProfile } from '../domain/applicant-profile';

/** Object mother: a small manufacturing company in Bavaria with full figures and no prior de-minimis aid. */
export function anApplicant(overrides: Partial<ApplicantProfile> = {}): ApplicantProfile {
  return {
    employeeCount: 20,
    revenueEur: 3_000_000,
    balanceSheetEur: 2_500_000,
    federalState: 'BY',
    industryCode: '28.41',
    companyAgeYears: 8,
    deminimisUsedEur: 0,
    ...overrides,
  };
}

/** Figures that classify as each size class (Recommendation 2003/361/EC). */
export const SIZE_PROFILES = {
  micro: { employeeCount: 5, revenueEur: 800_000, balanceSheetEur: 500_000 },
  small: { employeeCount: 45, revenueEur: 9_000_000, balanceSheetEur: 8_000_000 },
  medium: { employeeCount: 200, revenueEur: 40_000_000, balanceSheetEur: 30_000_000 },
  large: { employeeCount: 600, revenueEur: 150_000_000, balanceSheetEur: 120_000_000 },
} as const;
