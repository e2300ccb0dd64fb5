import type { TenantId } from '@libs/shared';
import { Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { UsageLedger } from '../application/usage-ledger.port';
import type { TypeormUsageLedger } from '../persistence/typeorm-usage-ledger';

/** How often counted calls are written: together with a crash, the most that can be lost (ADR 0012). */
export const WRITE_BEHIND_MS = 1_000;
/** Counters kept; a period's counter of an idle tenant is dropped (after its count was written). */
const MAX_COUNTERS = 100_000;

interface Counter {
  tenantId: TenantId;
  period: string;
  /** The authoritative count (database value at first use + every call counted since). */
  used: number;
  /** Counted here and not yet written. */
  unwritten: number;
  at: Date;
}

/**
 * The monthly usage counted in this process (ADR 0012), for a single instance without Redis: the counter of
 * a tenant and period is read from the database once, on first use, and is authoritative from then on; the
 * quota check, the 80 %/100 % thresholds and `429 QUOTA_EXCEEDED` are decided on it exactly (JavaScript is
 * single-threaded: no two calls see the same count), so the Free plan's 100 calls never become 101. Counted
 * calls are written behind, every second and on graceful shutdown. A crash loses at most the last second's
 * count (those calls are then not billed, and may be made again; never more than the quota is admitted
 * within a process lifetime). Several instances without Redis must not use it: `USAGE_COUNTER=database`
 * and `REDIS_URL` lease blocks of the quota exactly across instances (ADR 0026).
 */
export class CountingUsageLedger extends UsageLedger implements BeforeApplicationShutdown {
  private readonly log = new Logger(CountingUsageLedger.name);
  private readonly counters = new Map<string, Counter>();
  private readonly loading = new Map<string, Promise<Counter>>();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly database: TypeormUsageLedger) {
    super();
    this.timer = setInterval(() => void this.flush(), WRITE_BEHIND_MS);
    this.timer.unref();
  }

  async consume(tenantId: TenantId, period: string, quota: number | null, at: Date): Promise<number | null> {
    const counter = await this.counter(tenantId, period, at);
    if (quota !== null && counter.used >= quota) return null;
    counter.used += 1;
    counter.unwritten += 1;
    counter.at = at;
    return counter.used;
  }

  async used(tenantId: TenantId, period: string): Promise<number> {
    return (await this.counter(tenantId, period, new Date())).used;
  }

  private counter(tenantId: TenantId, period: string, at: Date): Promise<Counter> | Counter {
    const key = `${tenantId}/${period}`;
    const known = this.counters.get(key);
    if (known) return known;
    let pending = this.loading.get(key);
    if (!pending) {
      pending = this.database
        .used(tenantId, period)
        .then((used) => {
          const counter: Counter = { tenantId, period, used, unwritten: 0, at };
          this.counters.set(key, counter);
          return counter;
        })
        .finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  /** Writes what was counted since the last write; a failed write is kept for the next one. */
  async flush(): Promise<void> {
    for (const counter of [...this.counters.values()]) {
      const count = counter.unwritten;
      if (count === 0) continue;
      counter.unwritten -= count;
      try {
        await this.database.add(counter.tenantId, counter.period, count, counter.at);
      } catch (err) {
        counter.unwritten += count;
        this.log.warn(`usage not yet written: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    if (this.counters.size > MAX_COUNTERS)
      for (const [key, counter] of this.counters) if (counter.unwritten === 0) this.counters.delete(key);
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
