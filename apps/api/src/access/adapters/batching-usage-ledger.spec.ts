import { tenantIdOf } from '@libs/shared';
import { BatchingUsageLedger } from './batching-usage-ledger';
import type { TypeormUsageLedger } from '../persistence/typeorm-usage-ledger';

const T = tenantIdOf('00000000-0000-4000-8000-000000000007');

/** Stands in for the database ledger: exact consumption and additions, recorded. */
class FakeExactLedger {
  readonly stored = new Map<string, number>();
  readonly exactCalls: number[] = [];
  failNextAdd = false;
  async consume(tenantId: string, period: string, quota: number | null): Promise<number | null> {
    const used = (this.stored.get(`${tenantId}/${period}`) ?? 0) + 1;
    this.exactCalls.push(used);
    if (quota !== null && used > quota) return null;
    this.stored.set(`${tenantId}/${period}`, used);
    return used;
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

  it('counts calls under a quota exactly, at once, and refuses the one over it', async () => {
    expect(await ledger.consume(T, '2026-11', 2, at)).toBe(1);
    expect(await ledger.consume(T, '2026-11', 2, at)).toBe(2);
    expect(await ledger.consume(T, '2026-11', 2, at)).toBeNull();
    expect(exact.stored.get(`${T}/2026-11`)).toBe(2);
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
