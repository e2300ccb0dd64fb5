import type { CompanySize } from '@libs/shared';

/** The applicant as the client describes it (spec 2.2). Optional fields may be absent or null. */
export interface ApplicantProfile {
  employeeCount: number;
  revenueEur: number;
  balanceSheetEur?: number | null;
  /** `SN`, `DE-SN` or `Sachsen`. */
  federalState: string;
  /** WZ 2008 / NACE Rev. 2 code: `01.11`, `0111`, `A01`, `A`. */
  industryCode: string;
  /** Client-declared class; the figures decide (SME_STATUS_MISMATCH when they disagree). */
  companySize?: CompanySize | null;
  isKmu?: boolean | null;
  companyAgeYears?: number | null;
  /** De-minimis aid already received in the last three years (EUR). */
  deminimisUsedEur?: number | null;
}

/** Profile fields whose absence the engine reports (the matcher scores data completeness from them). */
export type ProfileField = 'balanceSheetEur' | 'companyAgeYears' | 'industryCode' | 'deminimisUsedEur';
