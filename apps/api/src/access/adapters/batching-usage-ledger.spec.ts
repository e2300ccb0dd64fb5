import { tenantIdOf } from '@libs/shared';
import { BatchingUsageLedger } from './batching-usage-ledger';
import type { TypeormUsageLedger } from '../persistence/typeorm-usage-ledger';
import { leaseSize } from '../domain/quota-lease';

const T = tenantIdOf('00000000-0000-4000-8000-000000000007');

/** Stands in for the database ledger: lease grants as its statement makes them, additions recorded. */
class FakeExactLedger {
  readonly stored = new Map<string, number>();
  readonly granted = new Map<string, number>();
  failNextAdd = false;
  async grant(tenantId: string, period: string, want: number, ceiling: number) {
    const key = `${tenantId}/${period}`;
    const base = Math.max(this.granted.get(key) ?? 0, this.stored.get(key) ?? 0);
    const size = leaseSize(ceiling - base, want);
    if (size === 0) return { size: 0, total: ceiling };
    this.granted.set(key, base + size);
    return { size, total: base + size };
  }
  async release(tenantId: string, period: string, count: number): Promise<void> {
    const key = `${tenantId}/${period}`;
    this.granted.set(key, (this.granted.get(key) ?? 0) - count);
  }
  async usage(tenantId: string, period: string) {
    const key = `${tenantId}/${period}`;
    return { used: this.stored.get(key) ?? 0, granted: this.granted.get(key) ?? 0 };
  }
  async add(tenantId: string, period: string, count: number): Promise<void> {
    if (this.failNextAdd) {
      this.failNextAdd = false;
      throw new Error('database away');
    }
    this.stored.set(`${tenantId}/${period}`, (this.stored.get(`${tenantId}/${period}`) ?? 0) + count);
  }
  async used(tenantId: string, period: string): Promise<number> {
    return this.stored.get(`${tenantId}/${period}`) ?? 0;
  }
}

describe('BatchingUsageLedger', () => {
  const at = new Date('2026-11-10T00:00:00Z');
  let exact: FakeExactLedger;
  let ledger: BatchingUsageLedger;
  beforeEach(() => {
    exact = new FakeExactLedger();
    ledger = new BatchingUsageLedger(exact as unknown as TypeormUsageLedger);
  });
  afterEach(() => ledger.beforeApplicationShutdown());

  it('counts calls under a quota exactly from leased blocks, refuses the one over it, writes them on flush', async () => {
    expect(await ledger.consume(T, '2026-11', 2, at)).toBe(1);
    expect(await ledger.consume(T, '2026-11', 2, at)).toBe(2);
    expect(await ledger.consume(T, '2026-11', 2, at)).toBeNull();
    expect(await ledger.used(T, '2026-11')).toBe(2);
    await ledger.flush();
    expect(exact.stored.get(`${T}/2026-11`)).toBe(2);
  });

  it('takes a block of calls per statement, reports only the calls used, gives the rest back at shutdown', async () => {
    for (let i = 1; i <= 3; i++) expect(await ledger.consume(T, '2026-11', 100, at)).toBe(i);
    expect(exact.granted.get(`${T}/2026-11`)).toBe(6);
    expect(await ledger.used(T, '2026-11')).toBe(3);
    await ledger.beforeApplicationShutdown();
    expect(exact.granted.get(`${T}/2026-11`)).toBe(3);
    expect(exact.stored.get(`${T}/2026-11`)).toBe(3);
  });

  it('sums calls without a quota in memory, reports them in `used`, and writes them on flush', async () => {
    for (let i = 0; i < 5; i++) await ledger.consume(T, '2026-11', null, at);
    expect(exact.stored.get(`${T}/2026-11`)).toBeUndefined();
    expect(await ledger.used(T, '2026-11')).toBe(5);
    await ledger.flush();
    expect(exact.stored.get(`${T}/2026-11`)).toBe(5);
    expect(await ledger.used(T, '2026-11')).toBe(5);
  });

  it('keeps a batch whose write failed and writes it with the next flush', async () => {
    await ledger.consume(T, '2026-11', null, at);
    exact.failNextAdd = true;
    await ledger.flush();
    await ledger.consume(T, '2026-11', null, at);
    await ledger.flush();
    expect(exact.stored.get(`${T}/2026-11`)).toBe(2);
  });

  it('writes what is pending before the app shuts down', async () => {
    await ledger.consume(T, '2026-11', null, at);
    await ledger.beforeApplicationShutdown();
    expect(exact.stored.get(`${T}/2026-11`)).toBe(1);
  });
});
