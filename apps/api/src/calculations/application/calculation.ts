import type { TenantId } from '@libs/shared';
import type { ApplicantProfile, SubsidyResult } from '@libs/subsidy-engine';

/** Which contract the calculation was requested through (spec 4.2 or the introductory example of 4.4). */
export type CalculationChannel = 'calculations' | 'kalkulation';

/**
 * A stored calculation: inputs, result, the dated rules used and the reference date, so that it can be
 * reproduced and exported later. Always owned by one tenant.
 */
export interface Calculation {
  id: string;
  tenantId: TenantId;
  programId: string;
  channel: CalculationChannel;
  projectBudgetEur: number;
  profile: ApplicantProfile;
  result: SubsidyResult;
  computedAt: Date;
  /** Made with a sandbox credential: visible to sandbox credentials only (ADR 0009). */
  sandbox: boolean;
}
