import request from 'supertest';
import { randomUUID } from 'node:crypto';
import { FeedRetention } from '../../apps/api/src/notifications/adapters/feed-retention';
import {
  FakePushService,
  type FakeBrowser,
} from '../../apps/api/src/notifications/testing/fake-push-service';
import { OutboundEvents } from '../../apps/api/src/platform/events/outbound-events.port';
import { IssueApiKey } from '../../apps/api/src/access';
import { createTestApp, type TestApp } from '../support/test-app';
import { eventually } from '../support/webhook-receiver';
import { queuesIdle } from '../support/queues-idle';

/** The queue of push deliveries (`notifications/application/push-job.ts`). */
const PUSH_QUEUE = 'notifications-push-delivery';

/** Web push (RFC 8030/8291/8292) against a loopback push service that decrypts. */
describe('web push', () => {
  let t: TestApp;
  let push: FakePushService;
  const PUSH = '/api/v2/notifications/push';

  beforeAll(async () => {
    push = await FakePushService.start();
    t = await createTestApp({
      jobs: { workers: true, pollingIntervalSeconds: 0.5, concurrency: 4 },
      features: {
        notifications: {
          pushAllowedHosts: [new URL(push.origin).host],
          pushAllowPrivateAddresses: true,
          pushTimeoutMs: 800,
          pushRetrySeconds: [0, 0],
        },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await push?.close();
  });

  const subscribe = async (browser: FakeBrowser, headers = t.headers, extra: Record<string, unknown> = {}) =>
    (
      await request(t.http)
        .post(`${PUSH}/subscribe`)
        .set(headers)
        .send({ ...browser.subscription, expirationTime: null, ...extra })
        .expect(201)
    ).body as { id: string };
  const send = (body: Record<string, unknown>, headers = t.headers) =>
    request(t.http)
      .post(`${PUSH}/send`)
      .set(headers)
      .send({ title: 'Frist in 7 Tagen', ...body });
  const listIds = async (headers = t.headers) =>
    (
      (await request(t.http).get(`${PUSH}/subscriptions`).set(headers).expect(200)).body.items as {
        id: string;
      }[]
    ).map((i) => i.id);
  const attemptsOf = (b: FakeBrowser) => push.attempts.filter((a) => a === b.id).length;
  /** A further attempt at the push service would be a job of this subscription: wait until it has none. */
  const settled = (subscriptionId: string) => queuesIdle(t.app, [PUSH_QUEUE], { data: { subscriptionId } });

  it('serves the public VAPID key', async () => {
    const res = await request(t.http).get(`${PUSH}/vapid-key`).set(t.headers).expect(200);
    expect(Buffer.from(res.body.publicKey as string, 'base64url')).toHaveLength(65);
  });

  it('stores a subscription, keeps its id when the browser renews, lists and deletes it', async () => {
    const browser = push.browser();
    const first = await subscribe(browser, t.headers, { userRef: 'u-1' });
    const again = await subscribe(browser, t.headers, { userRef: 'u-1' });
    expect(again.id).toBe(first.id);
    expect(await listIds()).toContain(first.id);
    await request(t.http).delete(`${PUSH}/subscriptions/${first.id}`).set(t.headers).expect(204);
    await request(t.http).delete(`${PUSH}/subscriptions/${first.id}`).set(t.headers).expect(404);
  });

  it('refuses endpoints outside the push-service allow-list and malformed keys', async () => {
    const browser = push.browser();
    const other = { ...browser.subscription, endpoint: 'https://push.example.com/x' };
    const res = await request(t.http).post(`${PUSH}/subscribe`).set(t.headers).send(other).expect(400);
    expect(res.body.code).toBe('PUSH_ENDPOINT_REJECTED');
    // The allowed push service's host on another port (the unit spec has FCM on :6379).
    for (const endpoint of [`http://127.0.0.1:${Number(new URL(push.origin).port) + 1}/x`]) {
      const port = await request(t.http)
        .post(`${PUSH}/subscribe`)
        .set(t.headers)
        .send({ ...browser.subscription, endpoint })
        .expect(400);
      expect(port.body).toMatchObject({
        code: 'PUSH_ENDPOINT_REJECTED',
        details: { reason: 'port_not_allowed' },
      });
      expect(port.body.error).toMatch(/Port 443/);
    }
    const badKeys = { ...browser.subscription, keys: { p256dh: 'abc', auth: 'x' } };
    const bad = await request(t.http).post(`${PUSH}/subscribe`).set(t.headers).send(badKeys).expect(400);
    expect(bad.body.issues.map((i: { path: string[] }) => i.path.join('.'))).toEqual(
      expect.arrayContaining(['keys.p256dh', 'keys.auth']),
    );
  });

  it('send only enqueues (202); delivery is encrypted, VAPID-signed, with TTL, Urgency and Topic', async () => {
    const browser = push.browser();
    const { id } = await subscribe(browser);
    const res = await send({
      to: 'subscription',
      subscriptionId: id,
      ttlSeconds: 600,
      urgency: 'high',
      topic: 'frist',
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ queued: 1 });
    const got = await eventually(async () => push.received.find((r) => r.browser === browser.id));
    expect(got.message).toEqual({ title: 'Frist in 7 Tagen' });
    expect(got.headers.ttl).toBe('600');
    expect(got.headers.urgency).toBe('high');
    expect(got.headers.topic).toBe('frist');
    expect(got.jwt.aud).toBe(push.origin);
    expect(push.refused).toEqual([]);
  });

  it.each([410, 404] as const)(
    'deletes the subscription when the push service answers %s',
    async (status) => {
      const browser = push.browser();
      push.answer(browser, status);
      const { id } = await subscribe(browser);
      await send({ to: 'subscription', subscriptionId: id }).expect(202);
      await eventually(async () => ((await listIds()).includes(id) ? undefined : true));
      expect(attemptsOf(browser)).toBe(1);
    },
  );

  it.each([429, 500] as const)('retries after %s and then delivers', async (status) => {
    const browser = push.browser();
    push.answer(browser, status);
    const { id } = await subscribe(browser);
    await send({ to: 'subscription', subscriptionId: id }).expect(202);
    await eventually(async () => push.received.find((r) => r.browser === browser.id));
    expect(attemptsOf(browser)).toBe(2);
  });

  it('a sandbox credential’s pushes reach no push service: counted on the subscription as sandbox deliveries', async () => {
    const key = await t.app.get(IssueApiKey).execute(t.tenantId, { sandbox: true });
    const sandbox = { 'x-api-key': key.plaintext };
    const browser = push.browser();
    const { id } = await subscribe(browser, sandbox);
    await send({ to: 'subscription', subscriptionId: id }, sandbox).expect(202);
    await send({ to: 'subscription', subscriptionId: id }, sandbox).expect(202);
    const listed = await eventually(async () => {
      const res = await request(t.http).get(`${PUSH}/subscriptions`).set(sandbox).expect(200);
      const item = (res.body.items as { id: string; sandboxDeliveries: number }[]).find((i) => i.id === id);
      return item && item.sandboxDeliveries === 2 ? item : undefined;
    });
    expect(listed).toMatchObject({ sandboxDeliveries: 2, lastSandboxDeliveryAt: expect.any(String) });
    await settled(id);
    expect(attemptsOf(browser)).toBe(0);
    expect(await listIds()).not.toContain(id); // the live side does not see it
  });

  it('gives up on 413 (too large cannot get better) and keeps the subscription', async () => {
    const browser = push.browser();
    push.answer(browser, 413);
    const { id } = await subscribe(browser);
    await send({ to: 'subscription', subscriptionId: id }).expect(202);
    await eventually(async () => (attemptsOf(browser) === 1 ? true : undefined));
    await settled(id);
    expect(attemptsOf(browser)).toBe(1);
    expect(await listIds()).toContain(id);
  });

  it('times out a hanging push service and retries', async () => {
    const browser = push.browser();
    push.answer(browser, 'hang');
    const { id } = await subscribe(browser);
    const started = Date.now();
    await send({ to: 'subscription', subscriptionId: id }).expect(202);
    await eventually(async () => push.received.find((r) => r.browser === browser.id));
    expect(attemptsOf(browser)).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(800);
  });

  it('sends to a user or to all of the tenant’s subscriptions, 409 without any, 404 for an unknown id', async () => {
    const tenant = await t.tenants.create({ plan: 'unlimited' });
    await send({ to: 'all' }, tenant.headers).expect(409);
    const [a, b] = [push.browser(), push.browser()];
    await subscribe(a, tenant.headers, { userRef: 'anna' });
    await subscribe(b, tenant.headers, { userRef: 'ben' });
    expect((await send({ to: 'user', userRef: 'anna' }, tenant.headers).expect(202)).body).toEqual({
      queued: 1,
    });
    expect((await send({ to: 'all' }, tenant.headers).expect(202)).body).toEqual({ queued: 2 });
    await send({ to: 'user', userRef: 'nobody' }, tenant.headers).expect(409);
    await send({ to: 'subscription', subscriptionId: randomUUID() }, tenant.headers).expect(404);
    await send({ to: 'subscription' }, tenant.headers).expect(400);
    await eventually(async () =>
      push.received.filter((r) => r.browser === a.id).length === 2 ? true : undefined,
    );
  });

  it('removes subscriptions past their expirationTime in the daily clean-up, of every tenant', async () => {
    const other = await t.tenants.create({ plan: 'unlimited' });
    const past = Date.now() - 60_000;
    const expired = await subscribe(push.browser(), t.headers, { expirationTime: past });
    const theirsExpired = await subscribe(push.browser(), other.headers, { expirationTime: past });
    const later = await subscribe(push.browser(), t.headers, { expirationTime: Date.now() + 86_400_000 });
    const forever = await subscribe(push.browser());

    const result = await t.app.get(FeedRetention).run();

    expect(result.counts?.expiredSubscriptions).toBeGreaterThanOrEqual(2);
    const mine = await listIds();
    expect(mine).not.toContain(expired.id);
    expect(mine).toEqual(expect.arrayContaining([later.id, forever.id]));
    expect(await listIds(other.headers)).not.toContain(theirsExpired.id);
  });

  it('keeps tenants apart: another tenant can neither see, delete nor push to a subscription', async () => {
    const { id } = await subscribe(push.browser());
    const other = await t.tenants.create({ plan: 'unlimited' });
    expect(await listIds(other.headers)).not.toContain(id);
    await request(t.http).delete(`${PUSH}/subscriptions/${id}`).set(other.headers).expect(404);
    await send({ to: 'subscription', subscriptionId: id }, other.headers).expect(404);
    expect(await listIds()).toContain(id);
  });

  it('limits subscriptions by plan', async () => {
    const free = await t.tenants.create({ plan: 'free' });
    for (let i = 0; i < 5; i++) await subscribe(push.browser(), free.headers);
    // Free allows 5 calls a second: the sixth must fall into the next second of the burst window, which is
    // wall-clock time (nothing to await but the time itself).
    await new Promise((r) => setTimeout(r, 1_100));
    const res = await request(t.http)
      .post(`${PUSH}/subscribe`)
      .set(free.headers)
      .send(push.browser().subscription);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('PUSH_SUBSCRIPTION_LIMIT_REACHED');
  });
});

describe('web push by preference', () => {
  let t: TestApp;
  let push: FakePushService;

  beforeAll(async () => {
    push = await FakePushService.start();
    t = await createTestApp({
      jobs: { workers: true, pollingIntervalSeconds: 0.5, concurrency: 4 },
      features: {
        notifications: {
          pushAllowedHosts: [new URL(push.origin).host],
          pushAllowPrivateAddresses: true,
          pushRetrySeconds: [0],
        },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await push?.close();
  });

  it('pushes each feed event once to the browsers that asked for its type, and to no other', async () => {
    const [wants, ignores] = [push.browser(), push.browser()];
    for (const [browser, eventTypes] of [
      [wants, ['webhook.endpoint_disabled']],
      [ignores, ['calculation.created']],
    ] as const)
      await request(t.http)
        .post('/api/v2/notifications/push/subscribe')
        .set(t.headers)
        .send({ ...browser.subscription, eventTypes })
        .expect(201);
    const publish = () =>
      t.app.get(OutboundEvents).publish(t.tenantId, {
        type: 'webhook.endpoint_disabled',
        sandbox: false,
        data: { endpointId: randomUUID(), reason: 'gone' },
      });
    await publish();
    await publish();
    await eventually(async () =>
      push.received.filter((r) => r.browser === wants.id).length === 2 ? true : undefined,
    );
    // A marker the other browser wants: events are pushed in feed order, so once it has arrived and the
    // tenant's push jobs are done, a second push of the events above would have arrived too.
    await t.app.get(OutboundEvents).publish(t.tenantId, {
      type: 'calculation.created',
      sandbox: false,
      data: {
        calculationId: randomUUID(),
        programId: 'marker',
        channel: 'calculations',
        estimatedSubsidyEur: 0,
      },
    });
    await eventually(async () => (push.received.some((r) => r.browser === ignores.id) ? true : undefined));
    await queuesIdle(t.app, [PUSH_QUEUE], { data: { tenantId: t.tenantId } });
    const got = push.received.filter((r) => r.browser === wants.id);
    expect(got).toHaveLength(2);
    expect(got.map((r) => r.message.eventType)).toEqual([
      'webhook.endpoint_disabled',
      'webhook.endpoint_disabled',
    ]);
    expect(got[0]!.message.title).toMatch(/deaktiviert/);
    expect(push.received.filter((r) => r.browser === ignores.id).map((r) => r.message.eventType)).toEqual([
      'calculation.created',
    ]);
  });
});
