import { tenantIdOf } from '@libs/shared';
import { CountingUsageLedger } from './counting-usage-ledger';
import type { TypeormUsageLedger } from '../persistence/typeorm-usage-ledger';

const T = tenantIdOf('00000000-0000-4000-8000-000000000008');

/** Stands in for the database ledger: what is stored, and how often it was read and written. */
class FakeDatabase {
  readonly stored = new Map<string, number>();
  reads = 0;
  writes = 0;
  failNextAdd = false;
  async add(tenantId: string, period: string, count: number): Promise<void> {
    this.writes += 1;
    if (this.failNextAdd) {
      this.failNextAdd = false;
      throw new Error('database away');
    }
    this.stored.set(`${tenantId}/${period}`, (this.stored.get(`${tenantId}/${period}`) ?? 0) + count);
  }
  async used(tenantId: string, period: string): Promise<number> {
    this.reads += 1;
    await new Promise((r) => setImmediate(r));
    return this.stored.get(`${tenantId}/${period}`) ?? 0;
  }
}

describe('CountingUsageLedger', () => {
  const at = new Date('2026-11-10T00:00:00Z');
  let db: FakeDatabase;
  let ledger: CountingUsageLedger;
  beforeEach(() => {
    db = new FakeDatabase();
    ledger = new CountingUsageLedger(db as unknown as TypeormUsageLedger);
  });
  afterEach(() => ledger.beforeApplicationShutdown());

  it('starts from the stored count with one read, then counts without touching the database', async () => {
    db.stored.set(`${T}/2026-11`, 40);
    expect(await ledger.consume(T, '2026-11', 100, at)).toBe(41);
    expect(await ledger.consume(T, '2026-11', 100, at)).toBe(42);
    expect(await ledger.used(T, '2026-11')).toBe(42);
    expect([db.reads, db.writes]).toEqual([1, 0]);
  });

  it('admits exactly the quota under concurrency: 100 never becomes 101', async () => {
    const answers = await Promise.all(
      Array.from({ length: 150 }, () => ledger.consume(T, '2026-11', 100, at)),
    );
    expect(answers.filter((a) => a !== null)).toHaveLength(100);
    expect(new Set(answers.filter((a) => a !== null)).size).toBe(100);
    expect(Math.max(...answers.map((a) => a ?? 0))).toBe(100);
    expect(db.reads).toBe(1);
    await ledger.flush();
    expect(db.stored.get(`${T}/2026-11`)).toBe(100);
  });

  it('writes behind, keeps a failed write for the next flush, and flushes on shutdown', async () => {
    for (let i = 0; i < 5; i++) await ledger.consume(T, 'sandbox:2026-11', null, at);
    db.failNextAdd = true;
    await ledger.flush();
    expect(db.stored.get(`${T}/sandbox:2026-11`)).toBeUndefined();
    await ledger.consume(T, 'sandbox:2026-11', null, at);
    await ledger.beforeApplicationShutdown();
    expect(db.stored.get(`${T}/sandbox:2026-11`)).toBe(6);
    // The live period is counted apart.
    expect(await ledger.consume(T, '2026-11', 100, at)).toBe(1);
  });
});
