import type { LeaseGrant } from '../domain/quota-lease';

/**
 * A counter shared by all instances, from which each takes blocks of calls (ADR 0026). `grant` is atomic in
 * the store: it adds `leaseSize(ceiling - total, want)` to the total and answers the block, so the blocks
 * granted never sum past the ceiling, whatever the number of instances.
 */
export abstract class LeaseStore {
  /** `ttlMs`: the counter's life when this grant creates it (a burst window); null keeps it as it is. */
  abstract grant(key: string, want: number, ceiling: number, ttlMs: number | null): Promise<LeaseGrant>;

  /** Gives back `count` calls granted and not used (shutdown, idle instance); nothing if the counter is gone. */
  abstract release(key: string, count: number): Promise<void>;
}
