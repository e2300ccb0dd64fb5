import type Redis from 'ioredis';
import { LeaseStore } from '../application/lease-store.port';
import { LEASE_DIVISOR, LEASE_MAX_BLOCK, type LeaseGrant } from '../domain/quota-lease';

/**
 * `leaseSize` (domain/quota-lease.ts) under the ceiling, added to the counter in one script: Redis runs it
 * atomically, so two instances never both get the last calls.
 */
const GRANT = `
local total = tonumber(redis.call('GET', KEYS[1]) or '0')
local remaining = tonumber(ARGV[2]) - total
if remaining <= 0 then return {0, total} end
local share = math.min(tonumber(ARGV[5]), math.floor(remaining / tonumber(ARGV[4])))
local size = math.min(remaining, math.max(tonumber(ARGV[1]), share, 1))
total = redis.call('INCRBY', KEYS[1], size)
if ARGV[3] ~= '' then redis.call('PEXPIRE', KEYS[1], ARGV[3], 'NX') end
return {size, total}`;

/** Gives back only to a counter that still exists (an expired window or period is not brought back). */
const RELEASE = `
if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('DECRBY', KEYS[1], ARGV[1]) end
return 0`;

/** Lease counters in Redis (`REDIS_URL`): one EVALSHA per block (ioredis caches the script). */
export class RedisLeaseStore extends LeaseStore {
  constructor(private readonly redis: Redis) {
    super();
    redis.defineCommand('fmLeaseGrant', { numberOfKeys: 1, lua: GRANT });
    redis.defineCommand('fmLeaseRelease', { numberOfKeys: 1, lua: RELEASE });
  }

  async grant(key: string, want: number, ceiling: number, ttlMs: number | null): Promise<LeaseGrant> {
    const [size, total] = (await this.command('fmLeaseGrant')(
      key,
      want,
      ceiling,
      ttlMs === null ? '' : ttlMs,
      LEASE_DIVISOR,
      LEASE_MAX_BLOCK,
    )) as [number, number];
    return { size: Number(size), total: Number(total) };
  }

  async release(key: string, count: number): Promise<void> {
    await this.command('fmLeaseRelease')(key, count);
  }

  private command(name: string): (...args: (string | number)[]) => Promise<unknown> {
    const redis = this.redis as unknown as Record<string, (...args: (string | number)[]) => Promise<unknown>>;
    return redis[name]!.bind(this.redis);
  }
}
