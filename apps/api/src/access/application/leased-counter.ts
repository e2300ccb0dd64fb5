import type { LeaseGrant } from '../domain/quota-lease';
import type { LeaseStore } from './lease-store.port';

/** A block this instance holds: calls numbered `next` … `end` are still to be handed out. */
interface Lease {
  next: number;
  end: number;
  /** Calls waiting for the grant in flight (they are its `want`). */
  waiting: number;
  inflight?: Promise<LeaseGrant>;
  usedAt: number;
}

/**
 * Counts calls against a shared ceiling with one store round trip per block, not per call (ADR 0026). A call
 * is admitted only with a number from a block the store granted, and the store never grants past the
 * ceiling, so across all instances no more than the ceiling is admitted. Calls arriving while a grant is in
 * flight wait for that one grant (which asks for all of them) instead of sending their own.
 */
export class LeasedCounter {
  private readonly leases = new Map<string, Lease>();

  constructor(
    private readonly store: LeaseStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** The call's number under the ceiling (1 … ceiling), or null when the ceiling is reached. */
  async take(key: string, ceiling: number, ttlMs: number | null = null): Promise<number | null> {
    let lease = this.leases.get(key);
    if (!lease) {
      lease = { next: 1, end: 0, waiting: 0, usedAt: this.now() };
      if (this.leases.size >= 100_000) this.sweep(0);
      this.leases.set(key, lease);
    }
    for (;;) {
      if (lease.next <= lease.end) {
        lease.usedAt = this.now();
        return lease.next++;
      }
      lease.waiting += 1;
      const current = lease;
      lease.inflight ??= this.store
        .grant(key, current.waiting, ceiling, ttlMs)
        .then((grant) => {
          current.next = grant.total - grant.size + 1;
          current.end = grant.total;
          return grant;
        })
        .finally(() => (current.inflight = undefined));
      let grant: LeaseGrant;
      try {
        grant = await lease.inflight;
      } finally {
        lease.waiting -= 1;
      }
      // Nothing left in the store: refused (the next call asks again, a block may have been given back).
      if (grant.size === 0 && lease.next > lease.end) return null;
    }
  }

  /** Calls granted to this instance and not yet used: counted as used by `estimate` readers (ADR 0026). */
  unused(key: string): number {
    const lease = this.leases.get(key);
    return lease ? Math.max(0, lease.end - lease.next + 1) : 0;
  }

  /** Gives back the unused part of blocks idle for `idleMs` (0: all, at shutdown), and forgets empty ones. */
  async release(idleMs: number): Promise<void> {
    for (const [key, lease] of [...this.leases]) {
      if (lease.inflight || this.now() - lease.usedAt < idleMs) continue;
      const unused = Math.max(0, lease.end - lease.next + 1);
      this.leases.delete(key);
      if (unused > 0) await this.store.release(key, unused);
    }
  }

  /** Drops blocks idle for `idleMs` without giving them back: their counters expire (burst windows). */
  forget(idleMs: number): void {
    for (const [key, lease] of this.leases)
      if (!lease.inflight && lease.waiting === 0 && this.now() - lease.usedAt >= idleMs)
        this.leases.delete(key);
  }

  /** Drops blocks that are used up (memory bound); their keys get a fresh entry on the next call. */
  private sweep(idleMs: number): void {
    for (const [key, lease] of this.leases)
      if (!lease.inflight && lease.next > lease.end && this.now() - lease.usedAt >= idleMs)
        this.leases.delete(key);
  }
}
