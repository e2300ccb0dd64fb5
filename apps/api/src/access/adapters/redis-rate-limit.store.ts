import Redis from 'ioredis';
import { RateLimitStore } from '../application/rate-limit-store.port';
import { LeasedCounter } from '../application/leased-counter';
import { RedisLeaseStore } from './redis-lease-store';

/**
 * Burst counters in Redis, so that every instance counts against one limit. Each instance leases blocks of a
 * window's calls (ADR 0026): one script per block, blocks of 1 under small limits (the Free plan's 5 per
 * second stays exact across instances), larger under large ones. A window's counter expires with its
 * window (PEXPIRE NX on creation), and so does an unused block; nothing is given back.
 */
export class RedisRateLimitStore extends RateLimitStore {
  readonly redis: Redis;
  private readonly leases: LeasedCounter;
  private readonly timer: NodeJS.Timeout;

  constructor(url: string) {
    super();
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
    this.leases = new LeasedCounter(new RedisLeaseStore(this.redis));
    // Blocks of past windows are forgotten (their keys name the window; they are never drawn from again).
    this.timer = setInterval(() => this.leases.forget(5_000), 5_000);
    this.timer.unref();
  }

  async hit(key: string, ttlMs: number, limit: number): Promise<number> {
    return (await this.leases.take(`fm:rl:${key}`, limit, ttlMs)) ?? limit + 1;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.redis.quit();
  }
}
