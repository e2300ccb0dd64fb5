import Redis from 'ioredis';
import { RateLimitStore } from '../application/rate-limit-store.port';

/**
 * Burst counters in Redis, so that every instance counts against one limit. INCR and PEXPIRE go in one
 * MULTI; the expiry is only set on the first hit (NX), so a busy key still expires with its window.
 */
export class RedisRateLimitStore extends RateLimitStore {
  readonly redis: Redis;

  constructor(url: string) {
    super();
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  }

  async hit(key: string, ttlMs: number): Promise<number> {
    const results = await this.redis.multi().incr(`fm:rl:${key}`).pexpire(`fm:rl:${key}`, ttlMs, 'NX').exec();
    const [error, count] = results?.[0] ?? [new Error('redis: empty MULTI result'), null];
    if (error) throw error;
    return Number(count);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
