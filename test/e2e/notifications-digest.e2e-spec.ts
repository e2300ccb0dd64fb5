import { ProgramRepository } from '@libs/catalogue';
import { aProgram } from '@libs/catalogue/testing';
import { FixedClock } from '@libs/shared';
import request from 'supertest';
import { randomUUID } from 'node:crypto';
import { DigestRepository } from '../../apps/api/src/notifications/application/digest-repository.port';
import { ProduceDigest } from '../../apps/api/src/notifications/application/produce-digest.use-case';
import { DigestSweep } from '../../apps/api/src/notifications/adapters/digest-sweep';
import { OutboundEvents } from '../../apps/api/src/platform/events/outbound-events.port';
import { ScheduleTicker } from '../../apps/api/src/platform/jobs/schedule-ticker';
import { createTestApp, type TestApp } from '../support/test-app';
import { eventually, WebhookReceiver } from '../support/webhook-receiver';

const SECRET = 'cron-secret-for-tests-0123456789abcdef';
const DIGEST = '/api/v2/notifications/digest';

/** Issue 16: digests at a fixed local time, at most one per schedule and period, with a fake clock. */
describe('digests', () => {
  // Monday 23 Nov 2026, 11:00 in Berlin.
  const clock = new FixedClock(new Date('2026-11-23T10:00:00Z'));
  let t: TestApp;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
    t = await createTestApp({
      clock,
      jobs: { workers: true, pollingIntervalSeconds: 0.5, concurrency: 2 },
      features: {
        cron: { secret: SECRET },
        webhooks: { allowHttp: true, allowPrivateAddresses: true, retryScheduleSeconds: [1] },
      },
    });
    await t.app.get(ScheduleTicker).stop(); // the test decides when slots run
    await request(t.http)
      .post('/api/v2/developer/webhooks')
      .set(t.headers)
      .send({ url: receiver.url, eventTypes: ['digest.ready'] })
      .expect(201);
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  const publish = (tenantId = t.tenantId) =>
    t.app.get(OutboundEvents).publish(tenantId, {
      type: 'webhook.endpoint_disabled',
      sandbox: false,
      data: { endpointId: randomUUID(), reason: 'gone' },
    });
  const runsOf = (id: string) =>
    t.app.get(DigestRepository).runs({ tenantId: t.tenantId, sandbox: false }, id);
  const digestsReceived = () =>
    receiver.received.map((r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> });
  const trigger = () =>
    request(t.http).get('/api/v2/cron/weekly-digest').set('authorization', `Bearer ${SECRET}`);

  it('weekly at 08:00 Berlin: once per week however often it is triggered, then skips an empty week', async () => {
    const created = await request(t.http)
      .post(`${DIGEST}/schedule`)
      .set(t.headers)
      .send({ cadence: 'weekly', at: '08:00', weekday: 1, channels: ['webhook'] })
      .expect(201);
    const id = created.body.id as string;
    expect(created.body).toMatchObject({
      timezone: 'Europe/Berlin',
      nextDigestAt: '2026-11-30T07:00:00.000Z',
    });
    for (let i = 0; i < 3; i++) await publish();

    // Before the local time: nothing is due.
    clock.set(new Date('2026-11-30T06:59:00Z'));
    await t.app.get(DigestSweep).run();
    expect(await runsOf(id)).toEqual([]);

    // 08:02 Berlin: the trigger twice in one slot and the sweep directly, at once.
    clock.set(new Date('2026-11-30T07:02:00Z'));
    const [first, second] = await Promise.all([trigger(), trigger(), t.app.get(DigestSweep).run()]);
    expect([first.status, second.status].sort()).toEqual([200, 202]);
    await eventually(async () => (digestsReceived().length > 0 ? true : undefined));
    // A later slot of the same week, and the use case itself once more: the period's run exists.
    clock.set(new Date('2026-11-30T09:00:00Z'));
    await trigger().expect(202);
    expect(await t.app.get(ProduceDigest).execute(t.tenantId, id, clock.now())).toBe('not_due');
    await new Promise((r) => setTimeout(r, 2_000));
    const runs = await runsOf(id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ period: '2026-W49', status: 'sent', eventCount: 3 });
    const received = digestsReceived().filter((d) => d.type === 'digest.ready');
    expect(received).toHaveLength(1);
    expect(received[0]!.data).toMatchObject({ scheduleId: id, period: '2026-W49', eventCount: 3 });
    // Named in German as the event registry describes the type, not by its id.
    expect(received[0]!.data.summary).toBe(
      'Wochenübersicht 2026-W49: 3 neue Ereignisse\n' +
        '- 3× Ein Endpunkt wurde deaktiviert (410 oder wiederholt erschöpfte Zustellung).',
    );

    // The next week has no events: recorded as skipped, nothing sent.
    clock.set(new Date('2026-12-07T07:01:00Z'));
    await t.app.get(DigestSweep).run();
    expect((await runsOf(id)).map((r) => r.status)).toEqual(['sent', 'skipped']);
    // Only events after the last digest count: one more event, one more digest, covering just it.
    await publish();
    clock.set(new Date('2026-12-14T07:01:00Z'));
    await t.app.get(DigestSweep).run();
    const third = (await runsOf(id))[2]!;
    expect(third).toMatchObject({ status: 'sent', eventCount: 1, fromId: runs[0]!.throughId + 1 });
  });

  it('produces a due digest once when two producers race for it', async () => {
    const created = await request(t.http)
      .post(`${DIGEST}/schedule`)
      .set(t.headers)
      .send({ cadence: 'daily', at: '09:30', timezone: 'UTC', channels: ['webhook'], sendEmpty: true })
      .expect(201);
    const id = created.body.id as string;
    clock.set(new Date(new Date(created.body.nextDigestAt as string).getTime() + 60_000));
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => t.app.get(ProduceDigest).execute(t.tenantId, id, clock.now())),
    );
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    expect(await runsOf(id)).toHaveLength(1);
  });

  it('filters on the Land and category of the program each event is about', async () => {
    // The tenant's own programs; `bundesweit` counts in every Land, as in GET /api/v1/programs?region=.
    const own = (id: string, eligibleRegions: string[], category: 'zuschuss' | 'darlehen') =>
      aProgram({ id, tenantId: t.tenantId, eligibleRegions, category });
    await t.app
      .get(ProgramRepository)
      .upsert([
        own('digest-sn-zuschuss', ['SN'], 'zuschuss'),
        own('digest-by-zuschuss', ['BY'], 'zuschuss'),
        own('digest-bund-zuschuss', ['bundesweit'], 'zuschuss'),
        own('digest-sn-darlehen', ['SN'], 'darlehen'),
      ]);
    const created = await request(t.http)
      .post(`${DIGEST}/schedule`)
      .set(t.headers)
      .send({
        cadence: 'daily',
        at: '06:00',
        timezone: 'UTC',
        channels: ['webhook'],
        filters: { laender: ['SN'], categories: ['zuschuss'] },
      })
      .expect(201);
    const id = created.body.id as string;
    const programEvent = (programId: string) =>
      t.app.get(OutboundEvents).publish(t.tenantId, {
        type: 'program.updated',
        sandbox: false,
        data: { programId, changedFields: ['texts.description'] },
      });
    for (const programId of [
      'digest-sn-zuschuss', // in: Saxony, grant
      'digest-by-zuschuss', // out: another Land
      'digest-bund-zuschuss', // in: nationwide grant
      'digest-sn-darlehen', // out: a loan
      'digest-unknown-program', // out: the catalogue does not know it
    ]) {
      await programEvent(programId);
    }
    await publish(); // out: names no program

    clock.set(new Date(new Date(created.body.nextDigestAt as string).getTime() + 60_000));
    expect(await t.app.get(ProduceDigest).execute(t.tenantId, id, clock.now())).toBe('sent');
    const [run] = await runsOf(id);
    expect(run).toMatchObject({ status: 'sent', eventCount: 2 });
    expect(run!.summary).toMatch(/: 2 neue Ereignisse\n- 2× Ein Förderprogramm wurde geändert/);
    expect(run!.summary).not.toContain('Endpunkt');

    // An unknown category is refused rather than stored as a filter that never matches.
    const bad = await request(t.http)
      .post(`${DIGEST}/schedule`)
      .set(t.headers)
      .send({ cadence: 'daily', at: '06:00', channels: ['webhook'], filters: { categories: ['digital'] } })
      .expect(400);
    expect(JSON.stringify(bad.body.issues)).toContain('categories');
  });

  it('validates input (400) and lists, deletes and isolates schedules', async () => {
    const bad = await request(t.http)
      .post(`${DIGEST}/schedule`)
      .set(t.headers)
      .send({ cadence: 'hourly', at: '25:00', timezone: 'Mars/Base', channels: [] })
      .expect(400);
    expect(bad.body.issues.map((i: { path: string[] }) => i.path[0]).sort()).toEqual([
      'at',
      'cadence',
      'channels',
      'timezone',
    ]);
    const { id } = (
      await request(t.http)
        .post(`${DIGEST}/schedule`)
        .set(t.headers)
        .send({ cadence: 'daily', at: '07:15', channels: ['push'] })
    ).body as { id: string };
    const other = await t.tenants.create({ plan: 'unlimited' });
    const theirs = await request(t.http).get(`${DIGEST}/schedules`).set(other.headers).expect(200);
    expect(theirs.body.items).toEqual([]);
    await request(t.http).delete(`${DIGEST}/schedules/${id}`).set(other.headers).expect(404);
    const mine = await request(t.http).get(`${DIGEST}/schedules`).set(t.headers).expect(200);
    expect(mine.body.items.map((s: { id: string }) => s.id)).toContain(id);
    await request(t.http).delete(`${DIGEST}/schedules/${id}`).set(t.headers).expect(204);
  });

  it('limits schedules by plan', async () => {
    const free = await t.tenants.create({ plan: 'free' });
    const body = { cadence: 'weekly', at: '08:00', channels: ['webhook'] };
    await request(t.http).post(`${DIGEST}/schedule`).set(free.headers).send(body).expect(201);
    const res = await request(t.http).post(`${DIGEST}/schedule`).set(free.headers).send(body).expect(409);
    expect(res.body.code).toBe('DIGEST_SCHEDULE_LIMIT_REACHED');
  });
});
