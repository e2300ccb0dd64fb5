import type { TenantId } from '@libs/shared';
import type { Calculation } from './calculation';

/** Storage of calculations. Every read names the tenant; another tenant's id reads as absent. */
export abstract class CalculationRepository {
  abstract save(calculation: Calculation): Promise<void>;
  abstract findById(tenantId: TenantId, id: string): Promise<Calculation | null>;
}
