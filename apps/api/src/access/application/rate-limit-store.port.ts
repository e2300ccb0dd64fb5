/** Short-lived counters for the burst limit: in this process, or in Redis shared by all instances. */
export abstract class RateLimitStore {
  /**
   * Counts one hit in the window named by `key` and answers the count so far; the key expires after `ttlMs`.
   * Past `limit` a store may stop counting and answer `limit + 1` (Redis leases blocks under it, ADR 0026).
   */
  abstract hit(key: string, ttlMs: number, limit: number): Promise<number>;
}
