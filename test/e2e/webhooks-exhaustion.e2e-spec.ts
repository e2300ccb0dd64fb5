import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import { eventually, WebhookReceiver } from '../support/webhook-receiver';

const BASE = '/api/v2/developer/webhooks';

describe('Webhooks: an endpoint that keeps failing', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    t = await createTestApp({
      webhooks: {
        allowHttp: true,
        allowPrivateAddresses: true,
        retryScheduleSeconds: [1, 1],
        disableAfterExhaustions: 2,
      },
      jobs: { workers: true, pollingIntervalSeconds: 0.5 },
    });
    receiver = await WebhookReceiver.start();
  });
  afterAll(async () => {
    await receiver?.close();
    await t?.close();
  });

  it('fails each message after the schedule and disables the endpoint after two exhausted messages', async () => {
    receiver.respondWith(...Array.from({ length: 6 }, () => WebhookReceiver.status(500)));
    const created = await request(t.http)
      .post(BASE)
      .set(t.headers)
      .send({ url: receiver.url, eventTypes: ['webhook.test'] })
      .expect(201);
    const id = created.body.id as string;
    for (let i = 0; i < 2; i++) {
      await request(t.http).post(`${BASE}/test`).set(t.headers).send({ endpointId: id }).expect(202);
    }
    const endpoint = await eventually(async () => {
      const res = await request(t.http).get(`${BASE}/${id}`).set(t.headers).expect(200);
      return res.body.enabled === false ? res.body : undefined;
    }, 30_000);
    expect(endpoint.disabledReason).toBe('exhausted');
    const log = await request(t.http)
      .get(`${BASE}/deliveries`)
      .query({ endpointId: id, limit: '100' })
      .set(t.headers)
      .expect(200);
    expect(log.body.total).toBe(6);
    const failed = log.body.items.filter((d: { outcome: string }) => d.outcome === 'failed');
    expect(
      failed.map((d: { attempt: number; nextAttemptAt: string | null }) => [d.attempt, d.nextAttemptAt]),
    ).toEqual([
      [3, null],
      [3, null],
    ]);
    // Re-enabling resets the count; a disabled endpoint takes no test events meanwhile.
    await request(t.http).patch(`${BASE}/${id}`).set(t.headers).send({ enabled: true }).expect(200);
    await request(t.http).post(`${BASE}/test`).set(t.headers).send({ endpointId: id }).expect(202);
    await eventually(async () => (receiver.received.length === 7 ? true : undefined));
  });
});
