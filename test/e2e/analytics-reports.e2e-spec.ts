import request from 'supertest';
import { FixedClock } from '@libs/shared';
import { RunDueReports } from '../../apps/api/src/analytics/application/report-schedules.use-case';
import { TenantTransaction } from '../../apps/api/src/platform/tenancy/tenant-transaction';
import { createTestApp, type TestApp } from '../support/test-app';

jest.setTimeout(30_000);

const CRON_SECRET = 'analytics-reports-cron-secret-0123456789abcdef';
// 06:30 UTC is 07:30 in Berlin (CET): a daily 08:00 report is next due at 07:00 UTC.
const clock = new FixedClock(new Date('2026-03-25T06:30:00Z'));

describe('Scheduled analytics reports', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Job workers stay off: the subscribed endpoint makes the outbox keep `report.ready`, nothing is delivered.
    t = await createTestApp({
      clock,
      cronSecret: CRON_SECRET,
      webhooks: { allowHttp: true, allowPrivateAddresses: true },
    });
  });
  afterAll(async () => t?.close());

  it("the scheduled-reports trigger queues the slot's run once: 202, then 200 with the same run", async () => {
    const trigger = () =>
      request(t.http).get('/api/v2/cron/scheduled-reports').set('authorization', `Bearer ${CRON_SECRET}`);
    const first = await trigger().expect(202);
    expect(first.headers.location).toBe(`/api/v2/cron/runs/${first.body.id}`);
    const again = await trigger().expect(200);
    expect(again.body.id).toBe(first.body.id);
  });

  it('refuses an unknown query kind, bad parameters and an unknown time zone, naming each', async () => {
    const res = await request(t.http)
      .post('/api/v2/analytics/reports')
      .set(t.headers)
      .send({
        name: 'x',
        queries: ['forecast?event=calculation.created', 'pie?x=1', 'funnel?steps=a'],
        cadence: 'daily',
        timeZone: 'Mars/Olympus',
      })
      .expect(400);
    expect(res.body.issues.map((i: { path: unknown[] }) => i.path)).toEqual([
      ['queries', 1],
      ['queries', 2],
      ['timeZone'],
    ]);
  });

  it('runs a report once per slot, in the schedule time zone, and serves its results', async () => {
    await request(t.http)
      .post('/api/v2/analytics/events')
      .set(t.headers)
      .send({
        events: [
          {
            id: '0b7f3b5e-8a44-4d4c-9a43-1c2f3b4a5d6e',
            name: 'calculation.created',
            actorId: 'a1',
            occurredAt: '2026-02-10T10:00:00Z',
            properties: { programId: 'p1' },
          },
        ],
      })
      .expect(200);
    const created = await request(t.http)
      .post('/api/v2/analytics/reports')
      .set(t.headers)
      .send({
        name: 'Täglich',
        queries: [
          'forecast?event=calculation.created',
          'funnel?steps=search.performed,calculation.created&window=P7D',
        ],
        cadence: 'daily',
        hour: 8,
        timeZone: 'Europe/Berlin',
      })
      .expect(201);
    const id = created.body.id as string;
    expect(created.body).toMatchObject({
      cadence: 'daily',
      hour: 8,
      timeZone: 'Europe/Berlin',
      channel: 'webhook',
    });

    await request(t.http)
      .post('/api/v2/developer/webhooks')
      .set(t.headers)
      .send({ url: 'http://127.0.0.1:9/reports', eventTypes: ['report.ready'] })
      .expect(201);

    const runDue = t.app.get(RunDueReports);
    // 06:59 UTC = 07:59 Berlin: the first slot (08:00 Berlin) has not come
    expect(await runDue.execute(new Date('2026-03-25T06:59:00Z'))).toEqual({ counts: { ran: 0, failed: 0 } });
    expect(await runDue.execute(new Date('2026-03-25T07:05:00Z'))).toEqual({ counts: { ran: 1, failed: 0 } });
    // the same slot again: nothing new
    expect(await runDue.execute(new Date('2026-03-25T09:00:00Z'))).toEqual({ counts: { ran: 0, failed: 0 } });

    const runs = await request(t.http).get(`/api/v2/analytics/reports/${id}/runs`).set(t.headers).expect(200);
    expect(runs.body.items).toHaveLength(1);
    expect(runs.body.items[0].slot).toBe('2026-03-25T07:00:00.000Z');
    const run = await request(t.http)
      .get(`/api/v2/analytics/report-runs/${runs.body.items[0].id}`)
      .set(t.headers)
      .expect(200);
    expect(run.body.results.map((r: { query: string }) => r.query)).toEqual([
      'forecast?event=calculation.created',
      'funnel?steps=search.performed,calculation.created&window=P7D',
    ]);
    expect(run.body.results[0].result).toMatchObject({ event: 'calculation.created', method: 'naive' });

    // One `report.ready` in the outbox (stored with the run, not again for the same slot), whose download path
    // is the run just read.
    const events: { type: string; payload: string }[] = await t.app
      .get(TenantTransaction)
      .run(t.tenantId, (em) =>
        em.query(`SELECT type, payload::text AS payload FROM webhook_events WHERE type = 'report.ready'`),
      );
    expect(events.map((e) => JSON.parse(e.payload) as { data: unknown })).toEqual([
      expect.objectContaining({
        type: 'report.ready',
        data: {
          scheduleId: id,
          runId: runs.body.items[0].id,
          slot: '2026-03-25T07:00:00.000Z',
          downloadPath: `/api/v2/analytics/report-runs/${runs.body.items[0].id}`,
        },
      }),
    ]);
    const { downloadPath } = (JSON.parse(events[0]!.payload) as { data: { downloadPath: string } }).data;
    const downloaded = await request(t.http).get(downloadPath).set(t.headers).expect(200);
    expect(downloaded.body).toEqual(run.body);

    const other = await t.tenants.create();
    await request(t.http).get(`/api/v2/analytics/reports/${id}`).set(other.headers).expect(404);
    await request(t.http)
      .get(`/api/v2/analytics/report-runs/${runs.body.items[0].id}`)
      .set(other.headers)
      .expect(404);
    await request(t.http).delete(`/api/v2/analytics/reports/${id}`).set(other.headers).expect(404);
    await request(t.http).delete(`/api/v2/analytics/reports/${id}`).set(t.headers).expect(204);
    await request(t.http).get(`/api/v2/analytics/reports/${id}`).set(t.headers).expect(404);
  });
});
