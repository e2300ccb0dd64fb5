import type { LegalBasis, ProgramStatus, RateTerms, EligibilityTerms } from '@libs/shared';

/**
 * What we decided or completed per program beyond the research record: the legal basis, rate parameters
 * from the guideline, caps where the record has none, and resolved statuses. Each entry says why.
 * Keys are program ids. Fields given here replace the derived defaults (see research-record.mapper.ts).
 */
export interface CuratedTerms {
  legalBasis?: LegalBasis;
  rate?: Partial<RateTerms>;
  eligibility?: Partial<EligibilityTerms>;
  /** EUR cap where the record states none; `maxAmountBasis` says whether it is the program's or the law's. */
  maxAmount?: number;
  maxAmountBasis?: 'program' | 'legal-ceiling';
  /** Replaces the record's maxAmount when the facts changed (README: "carry the current values"). */
  currentMaxAmount?: number;
  currentSubsidyRateMax?: number;
  /** Replaces the record's minAmount; null where the record's figure is a cost minimum (see rate.eligibleCostsMinEur). */
  minAmount?: number | null;
  status?: ProgramStatus;
  /** First day applications are accepted, for an announced (`geplant`) program, `YYYY-MM-DD`. */
  applicationsOpenFrom?: string;
  /** The program that replaced this one (see Program.successorId). */
  successorId?: string;
  note: string;
  unverified?: string[];
}
