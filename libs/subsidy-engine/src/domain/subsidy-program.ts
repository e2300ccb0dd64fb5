import type { ProgramCategory, ProgramStatus, ProgramTerms } from '@libs/shared';

/**
 * The program shape the engine needs. The catalogue's `Program` is structurally assignable to it, so the
 * engine does not depend on the catalogue (DAG: shared <- subsidy-engine).
 */
export interface SubsidyProgram {
  id: string;
  category: ProgramCategory;
  status: ProgramStatus;
  /** Last German calendar day on which applications are accepted (`YYYY-MM-DD`), or null. */
  applicationDeadline: string | null;
  /** EUR; the program's cap or the legal ceiling (see `terms.maxAmountBasis`). */
  maxAmount: number;
  minAmount: number | null;
  subsidyRateMax: number | null;
  deminimis: boolean | null;
  eligibleRegions: readonly string[];
  terms: ProgramTerms;
}
