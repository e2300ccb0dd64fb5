import type { TenantId } from '@libs/shared';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import type { Calculation } from './calculation';

/**
 * Storage of calculations. Every read names the tenant and the mode (sandbox or live); another tenant's id,
 * or the other mode's, reads as absent.
 */
export abstract class CalculationRepository {
  /** Within the use case's transaction, so that the row and its event commit together. */
  abstract save(calculation: Calculation, tx: Transaction): Promise<void>;
  abstract findById(tenantId: TenantId, id: string, sandbox: boolean): Promise<Calculation | null>;
}
