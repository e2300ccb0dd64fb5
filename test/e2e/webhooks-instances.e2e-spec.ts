import request from 'supertest';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { createTestApp, type TestApp } from '../support/test-app';
import { eventually, WebhookReceiver } from '../support/webhook-receiver';
import { queuesIdle } from '../support/queues-idle';

const BASE = '/api/v2/developer/webhooks';
const onServer = process.env.DATABASE_URL ? describe : describe.skip;

/** Two API instances with workers on one PostgreSQL (the embedded database is one process's by nature). */
onServer('Webhooks: two instances on one PostgreSQL', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let receiver: WebhookReceiver;
  const settings = {
    webhooks: { allowHttp: true, allowPrivateAddresses: true, retryScheduleSeconds: [1] },
    jobs: { workers: true, pollingIntervalSeconds: 0.5, concurrency: 2 },
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    a = await createTestApp({ ...settings, sharedDatabase: database });
    b = await createTestApp({ ...settings, sharedDatabase: database });
    receiver = await WebhookReceiver.start();
  });
  afterAll(async () => {
    await receiver?.close();
    await a?.close();
    await b?.close();
    await database?.dispose();
  });

  it('delivers each of 30 events exactly once with both instances working the queue', async () => {
    const endpoint = await request(a.http)
      .post(BASE)
      .set(a.headers)
      .send({ url: receiver.url, eventTypes: ['webhook.test'] })
      .expect(201);
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) {
      const app = i % 2 === 0 ? a : b;
      const res = await request(app.http)
        .post(`${BASE}/test`)
        .set(a.headers)
        .send({ endpointId: endpoint.body.id })
        .expect(202);
      ids.push(res.body.eventId);
    }
    await eventually(async () => (receiver.received.length >= 30 ? true : undefined), 30_000);
    await queuesIdle(a.app, ['webhook-delivery']); // a duplicate delivery would be one of its jobs
    const delivered = receiver.received.map((r) => String(r.headers['webhook-id']));
    expect(delivered).toHaveLength(30);
    expect(new Set(delivered)).toEqual(new Set(ids));
  });
});
