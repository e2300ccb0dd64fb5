import type { TenantId } from '@libs/shared';
import { Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import type Redis from 'ioredis';
import { UsageLedger } from '../application/usage-ledger.port';
import { LeasedCounter } from '../application/leased-counter';
import type { TypeormUsageLedger } from '../persistence/typeorm-usage-ledger';
import { WRITE_BEHIND_MS } from './counting-usage-ledger';
import { RedisLeaseStore } from './redis-lease-store';

/** A period's counter outlives its month by a few days (late writes, the 100 % event), then Redis drops it. */
const COUNTER_TTL_SECONDS = 40 * 24 * 3600;
/** A block not drawn from for this long goes back to Redis, so an idle instance does not sit on calls. */
export const LEASE_IDLE_MS = 2_000;

interface Unwritten {
  tenantId: TenantId;
  period: string;
  count: number;
  /** Calls without a quota, counted here: added to the Redis counter with the write. */
  unleased: number;
  at: Date;
}

/**
 * The monthly usage counted in Redis (`REDIS_URL`, ADR 0012 and 0026). Calls under a quota are taken from
 * blocks leased from the period's Redis counter (LeasedCounter): one script per block, exact across all
 * instances. A period's counter starts from the database's value (`SET NX`: the first instance wins). Each
 * instance writes the calls it admitted to PostgreSQL behind, every second and on graceful shutdown, and
 * gives back blocks it no longer draws from; calls without a quota are only metered and added to the Redis
 * counter with that write. A crash loses at most the last second's calls in the database, and its unused
 * block stays counted in Redis (admitted ≤ quota still holds; those calls are lost to the tenant).
 */
export class RedisUsageLedger extends UsageLedger implements BeforeApplicationShutdown {
  private readonly log = new Logger(RedisUsageLedger.name);
  /** Counters this instance knows to exist in Redis (initialised). */
  private readonly started = new Set<string>();
  private readonly unwritten = new Map<string, Unwritten>();
  private readonly leases: LeasedCounter;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly redis: Redis,
    private readonly database: TypeormUsageLedger,
  ) {
    super();
    this.leases = new LeasedCounter(new RedisLeaseStore(redis));
    this.timer = setInterval(() => void this.flush(LEASE_IDLE_MS), WRITE_BEHIND_MS);
    this.timer.unref();
  }

  async consume(tenantId: TenantId, period: string, quota: number | null, at: Date): Promise<number | null> {
    const key = await this.start(tenantId, period);
    const used = quota === null ? null : await this.leases.take(key, quota);
    if (quota !== null && used === null) return null;
    const id = `${tenantId}/${period}`;
    const entry = this.unwritten.get(id) ?? { tenantId, period, count: 0, unleased: 0, at };
    entry.count += 1;
    entry.at = at;
    if (used === null) entry.unleased += 1;
    this.unwritten.set(id, entry);
    // Without a quota the count is only metered (no header, no event): this instance's, without a round trip.
    return used ?? entry.count;
  }

  /**
   * The Redis counter less this instance's unused block, plus its unlimited calls not yet added: exact with
   * one instance; with several, their unused blocks count as used until drawn from or given back.
   */
  async used(tenantId: TenantId, period: string): Promise<number> {
    const key = await this.start(tenantId, period);
    const counted = Number((await this.redis.get(key)) ?? 0);
    return counted - this.leases.unused(key) + (this.unwritten.get(`${tenantId}/${period}`)?.unleased ?? 0);
  }

  private async start(tenantId: TenantId, period: string): Promise<string> {
    const key = `fm:quota:${tenantId}:${period}`;
    if (this.started.has(key)) return key;
    if ((await this.redis.exists(key)) === 0) {
      const stored = await this.database.used(tenantId, period);
      await this.redis.set(key, String(stored), 'EX', COUNTER_TTL_SECONDS, 'NX');
    }
    if (this.started.size >= 100_000) this.started.clear();
    this.started.add(key);
    return key;
  }

  /** Writes what was counted, adds unlimited calls to Redis, gives back blocks idle for `idleMs`. */
  async flush(idleMs = 0): Promise<void> {
    const batch = [...this.unwritten.values()];
    this.unwritten.clear();
    for (const entry of batch) {
      try {
        if (entry.unleased > 0)
          await this.redis.incrby(`fm:quota:${entry.tenantId}:${entry.period}`, entry.unleased);
        entry.unleased = 0;
        await this.database.add(entry.tenantId, entry.period, entry.count, entry.at);
      } catch (err) {
        const id = `${entry.tenantId}/${entry.period}`;
        const again = this.unwritten.get(id);
        this.unwritten.set(id, {
          ...entry,
          count: entry.count + (again?.count ?? 0),
          unleased: entry.unleased + (again?.unleased ?? 0),
        });
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
