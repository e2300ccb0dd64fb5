import request from 'supertest';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  MONTHS_AHEAD,
  PartitionMaintenance,
} from '../../apps/api/src/analytics/adapters/partition-maintenance';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Retention of analytics events by whole month partitions (ADR 0033): the daily job creates the
 * coming months' partitions with row-level security and drops the months past retention, with their rows.
 */
describe('analytics partition maintenance', () => {
  let t: TestApp;
  let maintenance: PartitionMaintenance;
  let db: DataSource;
  beforeAll(async () => {
    t = await createTestApp();
    maintenance = t.app.get(PartitionMaintenance);
    db = t.app.get(DataSource);
  });
  afterAll(async () => t?.close());

  const partitions = async () =>
    (
      (await db.query(
        `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
         WHERE i.inhparent = 'analytics_events'::regclass ORDER BY 1`,
      )) as { name: string }[]
    ).map((r) => r.name);

  it('drops the months before the 24 kept ones, rows and all, and keeps the rest', async () => {
    const ingest = (occurredAt: string) =>
      request(t.http)
        .post('/api/v2/analytics/events')
        .set(t.headers)
        .send({ events: [{ id: randomUUID(), name: 'x.seen', actorId: 'a-1', occurredAt }] })
        .expect(200);
    await ingest('2024-10-31T23:59:59Z'); // in the last month to go
    await ingest('2024-11-01T00:00:00Z'); // in the first month kept
    const counts = await maintenance.run(new Date('2026-11-20T02:15:00Z'));
    // 2024-01 .. 2024-10 go; 2026-10 .. 2027-02 exist already (the migration made them up to 2028-12)
    expect(counts.counts).toEqual({ created: 0, dropped: 10, blocked: 0 });
    const left = await partitions();
    expect(left).not.toContain('analytics_events_2024_10');
    expect(left).toContain('analytics_events_2024_11');
    const rows = await db.query(
      `SELECT to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day FROM analytics_events ORDER BY 1`,
    );
    expect(rows).toEqual([{ day: '2024-11-01' }]);
    // a second run has nothing to do
    expect((await maintenance.run(new Date('2026-11-21T02:15:00Z'))).counts).toEqual({
      created: 0,
      dropped: 0,
      blocked: 0,
    });
  });

  it('creates the month before, the current one and the coming ones, each under row-level security', async () => {
    const counts = await maintenance.run(new Date('2029-01-15T02:15:00Z'));
    // 2028-12 exists; 2029-01 .. 2029-04 are new
    expect(counts.counts.created).toBe(1 + MONTHS_AHEAD);
    const names = await partitions();
    for (const m of ['2029_01', '2029_02', '2029_03', '2029_04'])
      expect(names).toContain(`analytics_events_${m}`);
    const secured = await db.query(
      `SELECT relname, relrowsecurity AND relforcerowsecurity AS forced FROM pg_class WHERE relname = 'analytics_events_2029_03'`,
    );
    expect(secured).toEqual([{ relname: 'analytics_events_2029_03', forced: true }]);
    const policies = await db.query(
      `SELECT count(*)::int AS n FROM pg_policies WHERE tablename = 'analytics_events_2029_03'`,
    );
    expect(policies).toEqual([{ n: 1 }]);
    // an event of such a month lands in its partition, not in the default one
    await db.query(
      `INSERT INTO analytics_events (tenant_id, sandbox, id, name, actor_id, occurred_at, received_at, origin)
       VALUES ($1, false, $2, 'x.seen', 'a-2', '2029-03-10T00:00:00Z', now(), 'client')`,
      [t.tenantId, randomUUID()],
    );
    expect(
      await db.query(`SELECT tableoid::regclass::text AS part FROM analytics_events WHERE actor_id = 'a-2'`),
    ).toEqual([{ part: 'analytics_events_2029_03' }]);
  });
});
