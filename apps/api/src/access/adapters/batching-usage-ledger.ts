import type { TenantId } from '@libs/shared';
import { Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { LeasedCounter } from '../application/leased-counter';
import { UsageLedger } from '../application/usage-ledger.port';
import { DatabaseLeaseStore, leaseKeyOf } from '../persistence/database-lease-store';
import type { TypeormUsageLedger } from '../persistence/typeorm-usage-ledger';

/** How often metered calls are written: the most a crash can lose of their count. */
export const FLUSH_INTERVAL_MS = 1_000;
/** A block not drawn from for this long goes back to the database, so an idle instance does not sit on it. */
const LEASE_IDLE_MS = 2_000;

/**
 * Several instances without Redis (`USAGE_COUNTER=database`, ADR 0012 and 0026). Calls under a monthly
 * quota are taken from blocks leased from the period's row (one statement per block, exact across all
 * instances: the row lock serialises the grants and none passes the quota). Every call is metered in memory
 * and written once per second and on shutdown, which takes a statement off every request; blocks idle for
 * two seconds, and all at shutdown, are given back.
 */
export class BatchingUsageLedger extends UsageLedger implements BeforeApplicationShutdown {
  private readonly log = new Logger(BatchingUsageLedger.name);
  private readonly pending = new Map<
    string,
    { tenantId: TenantId; period: string; count: number; at: Date }
  >();
  private readonly leases: LeasedCounter;
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly exact: TypeormUsageLedger) {
    super();
    this.leases = new LeasedCounter(new DatabaseLeaseStore(exact));
    this.timer = setInterval(() => void this.flush(LEASE_IDLE_MS), FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  async consume(tenantId: TenantId, period: string, quota: number | null, at: Date): Promise<number | null> {
    const key = leaseKeyOf(tenantId, period);
    const number = quota === null ? null : await this.leases.take(key, quota);
    if (quota !== null && number === null) return null;
    const entry = this.pending.get(key) ?? { tenantId, period, count: 0, at };
    entry.count += 1;
    entry.at = at;
    this.pending.set(key, entry);
    return number ?? entry.count;
  }

  /**
   * Calls metered (written and pending here), or calls granted less this instance's unused block if more:
   * exact with one instance; with several, their unused blocks count as used until drawn from or given back.
   */
  async used(tenantId: TenantId, period: string): Promise<number> {
    const key = leaseKeyOf(tenantId, period);
    const { used, granted } = await this.exact.usage(tenantId, period);
    return Math.max(used + (this.pending.get(key)?.count ?? 0), granted - this.leases.unused(key));
  }

  /** Writes what accumulated (a failed write is kept for the next), gives back blocks idle for `idleMs`. */
  async flush(idleMs = 0): Promise<void> {
    const batch = [...this.pending.values()];
    this.pending.clear();
    for (const entry of batch) {
      try {
        await this.exact.add(entry.tenantId, entry.period, entry.count, entry.at);
      } catch (err) {
        const key = leaseKeyOf(entry.tenantId, entry.period);
        const again = this.pending.get(key);
        this.pending.set(key, { ...entry, count: entry.count + (again?.count ?? 0) });
        this.log.warn(`usage not yet written: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    await this.leases.release(idleMs).catch((err: unknown) => {
      this.log.warn(`lease not given back: ${err instanceof Error ? err.message : String(err)}`);
    });
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush(0);
  }
}
