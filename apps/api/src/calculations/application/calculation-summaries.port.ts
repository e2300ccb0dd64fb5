import type { TenantScope } from '@libs/shared';

/** What another feature may read of a stored calculation (the CRM sync): ids and figures, no profile. */
export interface CalculationSummary {
  id: string;
  programId: string;
  /** The program's name as the catalogue has it now (the id when the program is gone). */
  programName: string;
  estimatedSubsidyEur: number;
  eligible: boolean;
  computedAt: Date;
}

/** Stored calculations of the caller's tenant and mode, read-only, for other features (through index.ts). */
export abstract class CalculationSummaries {
  /** The given calculations (unknown ids are left out), computed at or after `since` when given. */
  abstract find(scope: TenantScope, ids: string[], since: Date | null): Promise<CalculationSummary[]>;
}
