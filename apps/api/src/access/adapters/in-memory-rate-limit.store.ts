import { RateLimitStore } from '../application/rate-limit-store.port';

/** One process only: enough for a single instance and for tests; several instances need Redis. */
export class InMemoryRateLimitStore extends RateLimitStore {
  private readonly counters = new Map<string, { count: number; expiresAt: number }>();

  async hit(key: string, ttlMs: number): Promise<number> {
    const now = Date.now();
    if (this.counters.size > 10_000) this.sweep(now);
    const current = this.counters.get(key);
    if (!current || current.expiresAt <= now) {
      this.counters.set(key, { count: 1, expiresAt: now + ttlMs });
      return 1;
    }
    current.count += 1;
    return current.count;
  }

  private sweep(now: number): void {
    for (const [key, value] of this.counters) if (value.expiresAt <= now) this.counters.delete(key);
  }
}
