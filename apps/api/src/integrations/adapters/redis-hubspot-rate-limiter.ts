import { randomUUID } from 'node:crypto';
import type { OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { HubspotRateLimiter } from '../application/hubspot-client.port';

/** As in the PostgreSQL limiter: a request reaches HubSpot a little after its slot, so slots live longer. */
const MARGIN_MS = 250;

/**
 * One slot of the rolling window, taken atomically (a script runs alone on the Redis server). The slots of an
 * account are a sorted set scored by the time taken; the time is Redis's own (`TIME`), so instances with
 * skewed clocks still agree. Returns 0 when a slot was taken, else the milliseconds until the oldest slot
 * leaves the window. The set expires one window after its newest slot: an idle account leaves nothing behind.
 */
const TAKE_SLOT = `
local now_parts = redis.call('TIME')
local now = tonumber(now_parts[1]) * 1000 + math.floor(tonumber(now_parts[2]) / 1000)
local max = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', '(' .. (now - window))
if redis.call('ZCARD', KEYS[1]) < max then
  redis.call('ZADD', KEYS[1], now, ARGV[3])
  redis.call('PEXPIRE', KEYS[1], window)
  return 0
end
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return math.max(1, tonumber(oldest[2]) + window - now)`;

/** The key of an account's slots: namespaced by feature, one per tenant (the account is the tenant's id). */
export function hubspotRateKey(account: string): string {
  return `fm:integrations:hubspot-rate:${account}`;
}

/**
 * HubSpot's rolling window held across every instance in Redis (`REDIS_URL`, ADR 0018): the same semantics as
 * the PostgreSQL limiter (at most `max` slots per `windowMs` and account, a sliding log, not fixed windows,
 * because HubSpot counts the last ten seconds at any moment), without a transaction and lock per request.
 */
export class RedisHubspotRateLimiter extends HubspotRateLimiter implements OnApplicationShutdown {
  constructor(
    private readonly redis: Redis,
    private readonly max: number,
    private readonly windowMs: number,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {
    super();
  }

  /** A connection of its own, opened at the first request: instances that never sync HubSpot hold none. */
  static connect(url: string, max: number, windowMs: number): RedisHubspotRateLimiter {
    const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: true });
    return new RedisHubspotRateLimiter(redis, max, windowMs);
  }

  async acquire(account: string): Promise<void> {
    const window = String(this.windowMs + MARGIN_MS);
    for (;;) {
      // A unique member: two slots taken in the same millisecond are two slots.
      const slot = randomUUID();
      const waitMs = Number(
        await this.redis.eval(TAKE_SLOT, 1, hubspotRateKey(account), String(this.max), window, slot),
      );
      if (waitMs === 0) return;
      // Not sooner than the PostgreSQL limiter retries: a full window is not polled in a tight loop.
      await this.sleep(Math.max(10, waitMs));
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.redis.status === 'wait') this.redis.disconnect();
    else if (this.redis.status !== 'end') await this.redis.quit();
  }
}
