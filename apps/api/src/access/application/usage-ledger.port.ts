import type { TenantId } from '@libs/shared';
/** The monthly call counter per tenant, persisted (PostgreSQL) so that a restart loses nothing. */
export abstract class UsageLedger {
  /**
   * Counts one call in the period unless the quota is reached; answers the new count, or null when the call
   * would exceed `quota` (and was not counted). `quota` null counts without a limit.
   */
  abstract consume(
    tenantId: TenantId,
    period: string,
    quota: number | null,
    at: Date,
  ): Promise<number | null>;

  abstract used(tenantId: TenantId, period: string): Promise<number>;
}
