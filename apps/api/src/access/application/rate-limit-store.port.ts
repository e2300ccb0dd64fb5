/** Short-lived counters for the burst limit: in this process, or in Redis shared by all instances. */
export abstract class RateLimitStore {
  /** Counts one hit in the window named by `key` and answers the count so far; the key expires after `ttlMs`. */
  abstract hit(key: string, ttlMs: number): Promise<number>;
}
