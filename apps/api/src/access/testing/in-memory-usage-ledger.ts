import type { TenantId } from '@libs/shared';
import { UsageLedger } from '../application/usage-ledger.port';

/** Monthly usage in a map, keyed like the table (tenant and period); for admission tests. */
export class InMemoryUsageLedger extends UsageLedger {
  readonly counts = new Map<string, number>();

  async consume(tenantId: TenantId, period: string, quota: number | null): Promise<number | null> {
    const used = (this.counts.get(`${tenantId}/${period}`) ?? 0) + 1;
    if (quota !== null && used > quota) return null;
    this.counts.set(`${tenantId}/${period}`, used);
    return used;
  }

  async used(tenantId: TenantId, period: string): Promise<number> {
    return this.counts.get(`${tenantId}/${period}`) ?? 0;
  }
}
