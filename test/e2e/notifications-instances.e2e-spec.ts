import { FixedClock } from '@libs/shared';
import request from 'supertest';
import { randomUUID } from 'node:crypto';
import { DigestRepository } from '../../apps/api/src/notifications/application/digest-repository.port';
import { SseClient } from '../../apps/api/src/notifications/testing/sse-client';
import { OutboundEvents } from '../../apps/api/src/platform/events/outbound-events.port';
import { ScheduleTicker } from '../../apps/api/src/platform/jobs/schedule-ticker';
import { createTestApp, type TestApp } from '../support/test-app';
import { queuesIdle } from '../support/queues-idle';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { eventually } from '../support/webhook-receiver';

const SECRET = 'cron-secret-for-tests-0123456789abcdef';
/** Two instances need a server (DATABASE_URL): the embedded database is one process's. */
const onServer = process.env.DATABASE_URL ? describe : describe.skip;

onServer('notifications on two instances of one PostgreSQL', () => {
  const clock = new FixedClock(new Date('2026-11-23T10:00:00Z'));
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let baseA: string;
  const clients: SseClient[] = [];

  const instance = async () => {
    const t = await createTestApp({
      clock,
      sharedDatabase: database,
      jobs: { workers: true, pollingIntervalSeconds: 0.5, concurrency: 2 },
      features: { cron: { secret: SECRET } },
    });
    await t.app.get(ScheduleTicker).stop();
    return t;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    a = await instance();
    b = await instance();
    await a.app.listen(0, '127.0.0.1');
    baseA = (await a.app.getUrl()).replace('[::1]', '127.0.0.1');
  });
  afterAll(async () => {
    clients.forEach((c) => c.close());
    await a?.close();
    await b?.close();
    await database?.dispose();
  });

  const publishOn = (t: TestApp, tenantId = a.tenantId, endpointId = randomUUID()) =>
    t.app.get(OutboundEvents).publish(tenantId, {
      type: 'webhook.endpoint_disabled',
      sandbox: false,
      data: { endpointId, reason: 'gone' },
    });
  const open = async (headers: Record<string, string>) => {
    const c = await SseClient.open(`${baseA}/api/v2/notifications/stream`, headers);
    clients.push(c);
    await c.until((x) => x.events.length > 0);
    return c;
  };

  it('a client on A receives an event committed on B within 1 s, and no other tenant’s', async () => {
    const client = await open(a.headers);
    const other = await b.tenants.create({ plan: 'unlimited' });
    await publishOn(b, other.tenantId);
    const endpointId = randomUUID();
    const started = Date.now();
    await publishOn(b, a.tenantId, endpointId);
    await client.until((c) => c.named('webhook.endpoint_disabled').length === 1, 1_000);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(JSON.parse(client.named('webhook.endpoint_disabled')[0]!.data!).data.endpointId).toBe(endpointId);
  });

  it('a client reconnecting to A gets exactly what B committed meanwhile, in order', async () => {
    const first = await open(a.headers);
    // A new stream replays the feed, so the earlier test's event may arrive in the same read as this one: wait
    // for this event by its endpoint id (`length === 1` never held once both came at once under load).
    const mark = randomUUID();
    const isMark = (e: { data?: string }) => JSON.parse(e.data!).data.endpointId === mark;
    await publishOn(b, a.tenantId, mark);
    await first.until((c) => c.named('webhook.endpoint_disabled').some(isMark));
    const last = first.named('webhook.endpoint_disabled').find(isMark)!.id!;
    first.close();
    const missed = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of missed) await publishOn(b, a.tenantId, id);
    const again = await open({ ...a.headers, 'last-event-id': last });
    await again.until((c) => c.named('webhook.endpoint_disabled').length === 3);
    expect(again.named('webhook.endpoint_disabled').map((e) => JSON.parse(e.data!).data.endpointId)).toEqual(
      missed,
    );
  });

  it('produces the weekly digest once when both instances are triggered in the same slot', async () => {
    const { id } = (
      await request(a.http)
        .post('/api/v2/notifications/digest/schedule')
        .set(a.headers)
        .send({ cadence: 'weekly', at: '08:00', channels: ['webhook'], sendEmpty: true })
        .expect(201)
    ).body as { id: string };
    clock.set(new Date('2026-11-30T07:01:00Z'));
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        request((i % 2 ? a : b).http)
          .get('/api/v2/cron/weekly-digest')
          .set('authorization', `Bearer ${SECRET}`),
      ),
    );
    expect(answers.filter((r) => r.status === 202)).toHaveLength(1);
    const runs = () => a.app.get(DigestRepository).runs({ tenantId: a.tenantId, sandbox: false }, id);
    await eventually(async () => ((await runs()).length > 0 ? true : undefined));
    await queuesIdle(a.app, ['scheduled-job-run']); // a second run would be one of its jobs
    expect(await runs()).toHaveLength(1);
  });
});
