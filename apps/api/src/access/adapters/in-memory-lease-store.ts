import { LeaseStore } from '../application/lease-store.port';
import { leaseSize, type LeaseGrant } from '../domain/quota-lease';

/** The shared counter in this process: for one instance and for the lease arithmetic's tests. */
export class InMemoryLeaseStore extends LeaseStore {
  readonly totals = new Map<string, number>();

  async grant(key: string, want: number, ceiling: number): Promise<LeaseGrant> {
    const total = this.totals.get(key) ?? 0;
    const size = leaseSize(ceiling - total, want);
    this.totals.set(key, total + size);
    return { size, total: total + size };
  }

  async release(key: string, count: number): Promise<void> {
    const total = this.totals.get(key);
    if (total !== undefined) this.totals.set(key, total - count);
  }
}
