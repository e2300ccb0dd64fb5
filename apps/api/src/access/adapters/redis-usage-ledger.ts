import type { TenantId } from '@libs/shared';
import { Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import type Redis from 'ioredis';
import { UsageLedger } from '../application/usage-ledger.port';
import type { TypeormUsageLedger } from '../persistence/typeorm-usage-ledger';
import { WRITE_BEHIND_MS } from './counting-usage-ledger';

/** A period's counter outlives its month by a few days (late writes, the 100 % event), then Redis drops it. */
const COUNTER_TTL_SECONDS = 40 * 24 * 3600;

/** INCR, and DECR back when that passed the quota: the refused call is not counted, 100 never becomes 101. */
const CONSUME = `
local used = redis.call('INCR', KEYS[1])
if ARGV[1] ~= '' and used > tonumber(ARGV[1]) then
  redis.call('DECR', KEYS[1])
  return -1
end
return used`;

/**
 * The monthly usage counted in Redis (`REDIS_URL`, ADR 0012): one atomic script per call, exact across all
 * instances. A period's counter starts from the database's value (`SET NX`: the first instance wins, the
 * others keep its value). Each instance writes the calls it counted to PostgreSQL behind, every second and on
 * graceful shutdown, so the database total is the sum of all instances' counts; a crash loses at most the
 * last second's calls of that instance (in the database, not in Redis, which keeps counting exactly).
 */
export class RedisUsageLedger extends UsageLedger implements BeforeApplicationShutdown {
  private readonly log = new Logger(RedisUsageLedger.name);
  /** Counters this instance knows to exist in Redis (initialised). */
  private readonly started = new Set<string>();
  private readonly unwritten = new Map<
    string,
    { tenantId: TenantId; period: string; count: number; at: Date }
  >();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly redis: Redis,
    private readonly database: TypeormUsageLedger,
  ) {
    super();
    this.timer = setInterval(() => void this.flush(), WRITE_BEHIND_MS);
    this.timer.unref();
  }

  async consume(tenantId: TenantId, period: string, quota: number | null, at: Date): Promise<number | null> {
    const key = await this.start(tenantId, period);
    const used = Number(await this.redis.eval(CONSUME, 1, key, quota === null ? '' : String(quota)));
    if (used < 0) return null;
    const id = `${tenantId}/${period}`;
    const entry = this.unwritten.get(id) ?? { tenantId, period, count: 0, at };
    entry.count += 1;
    entry.at = at;
    this.unwritten.set(id, entry);
    return used;
  }

  async used(tenantId: TenantId, period: string): Promise<number> {
    return Number((await this.redis.get(await this.start(tenantId, period))) ?? 0);
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

  async flush(): Promise<void> {
    const batch = [...this.unwritten.values()];
    this.unwritten.clear();
    for (const entry of batch) {
      try {
        await this.database.add(entry.tenantId, entry.period, entry.count, entry.at);
      } catch (err) {
        const id = `${entry.tenantId}/${entry.period}`;
        const again = this.unwritten.get(id);
        this.unwritten.set(id, { ...entry, count: entry.count + (again?.count ?? 0) });
        this.log.warn(`usage not yet written: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
