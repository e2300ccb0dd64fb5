import type { TenantId } from '@libs/shared';
import { Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { UsageLedger } from '../application/usage-ledger.port';
import type { TypeormUsageLedger } from '../persistence/typeorm-usage-ledger';

/** How often metered calls without a quota are written: the most a crash can lose of their count. */
export const FLUSH_INTERVAL_MS = 1_000;

/**
 * Exact where it matters, batched where it does not. Calls under a monthly quota go straight to the atomic
 * per-call upsert (the limit must hold across instances). Calls without a quota (plan `unlimited`) are only
 * metered: they are summed in memory and written once per second, which takes a transaction off every such
 * request (profiled: the per-call write was the largest cost of a request on the embedded database).
 */
export class BatchingUsageLedger extends UsageLedger implements BeforeApplicationShutdown {
  private readonly log = new Logger(BatchingUsageLedger.name);
  private readonly pending = new Map<
    string,
    { tenantId: TenantId; period: string; count: number; at: Date }
  >();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly exact: TypeormUsageLedger) {
    super();
    this.timer = setInterval(() => void this.flush(), FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  async consume(tenantId: TenantId, period: string, quota: number | null, at: Date): Promise<number | null> {
    if (quota !== null) return this.exact.consume(tenantId, period, quota, at);
    const key = `${tenantId}/${period}`;
    const entry = this.pending.get(key) ?? { tenantId, period, count: 0, at };
    entry.count += 1;
    entry.at = at;
    this.pending.set(key, entry);
    return entry.count;
  }

  async used(tenantId: TenantId, period: string): Promise<number> {
    return (
      (await this.exact.used(tenantId, period)) + (this.pending.get(`${tenantId}/${period}`)?.count ?? 0)
    );
  }

  /** Writes what accumulated; a failed write is kept and retried with the next flush. */
  async flush(): Promise<void> {
    const batch = [...this.pending.values()];
    this.pending.clear();
    for (const entry of batch) {
      try {
        await this.exact.add(entry.tenantId, entry.period, entry.count, entry.at);
      } catch (err) {
        const key = `${entry.tenantId}/${entry.period}`;
        const again = this.pending.get(key);
        this.pending.set(key, { ...entry, count: entry.count + (again?.count ?? 0) });
        this.log.warn(`usage not yet written: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
