import { FixedClock, type TenantId } from '@libs/shared';
import { UsageLedger } from '../../apps/api/src/access/application/usage-ledger.port';
import { createTestApp, type TestApp } from '../support/test-app';
import { callsOverTwoInstances } from '../support/two-instance-calls';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * The two-instance quota test of rate-limit.e2e-spec.ts with the same expectations, without Redis: both
 * instances lease blocks of the Free plan's 100 calls from the usage row in one PostgreSQL database
 * (`USAGE_COUNTER=database`, ADR 0026). Needs a server (DATABASE_URL): the embedded database is one process.
 */
const onServer = process.env.DATABASE_URL ? describe : describe.skip;
const PROGRAMS = '/api/v1/programs?limit=1';

onServer('one monthly quota across two instances on one PostgreSQL database, no Redis', () => {
  const clock = new FixedClock(new Date('2026-06-10T08:00:00Z'));
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let tenantId: TenantId;
  const keys: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    a = await createTestApp({ clock, sharedDatabase: database, usageCounter: 'database' });
    b = await createTestApp({ clock, sharedDatabase: database, usageCounter: 'database' });
    const tenant = await a.tenants.create({ plan: 'free' });
    tenantId = tenant.tenantId;
    keys.push(tenant.key, (await a.tenants.issueKey(tenantId)).key);
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.dispose();
  });

  it('admits exactly 100 of 120 concurrent calls spread over both instances, then refuses on both', async () => {
    const statuses = await callsOverTwoInstances(a, b, keys, clock, PROGRAMS);
    expect(statuses.filter((s) => s === 200)).toHaveLength(100);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect(await a.app.get(UsageLedger).used(tenantId, '2026-06')).toBe(100);
    expect(await b.app.get(UsageLedger).used(tenantId, '2026-06')).toBe(100);
  });
});
