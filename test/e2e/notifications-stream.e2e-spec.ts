import request from 'supertest';
import { randomUUID } from 'node:crypto';
import type { TenantId } from '@libs/shared';
import { OutboundEvents } from '../../apps/api/src/platform/events/outbound-events.port';
import { FeedRetention } from '../../apps/api/src/notifications/adapters/feed-retention';
import { SseClient } from '../../apps/api/src/notifications/testing/sse-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { eventually } from '../support/webhook-receiver';

/** The per-tenant feed over server-sent events, with replay, heartbeats and isolation. */
describe('GET /api/v2/notifications/stream', () => {
  let t: TestApp;
  let base: string;
  const open: SseClient[] = [];

  beforeAll(async () => {
    t = await createTestApp({ features: { notifications: { heartbeatSeconds: 1 } } });
    await t.app.listen(0, '127.0.0.1');
    base = (await t.app.getUrl()).replace('[::1]', '127.0.0.1');
  });
  afterEach(() => open.splice(0).forEach((c) => c.close()));
  afterAll(async () => t?.close());

  const connect = async (headers: Record<string, string>, query = '') => {
    const client = await SseClient.open(`${base}/api/v2/notifications/stream${query}`, headers);
    open.push(client);
    return client;
  };
  /** An event as any module publishes it: through the kernel's OutboundEvents. */
  const publish = (tenantId: TenantId, endpointId = randomUUID(), sandbox = false) =>
    t.app.get(OutboundEvents).publish(tenantId, {
      type: 'webhook.endpoint_disabled',
      sandbox,
      data: { endpointId, reason: 'gone' },
    });
  const payloadOf = (e: { data?: string }) => JSON.parse(e.data ?? '{}') as { data: { endpointId: string } };
  /**
   * Publishes one more event of `type` and waits for it on `client`; answers its id. A stream sends its tenant's
   * events once and in feed order, so anything that would have followed what a test awaited has arrived once
   * the marker has: "nothing more came" is then a fact, not a guess about time.
   */
  const marker = async (
    client: SseClient,
    tenantId: TenantId,
    type: 'webhook.endpoint_disabled' | 'calculation.created' = 'webhook.endpoint_disabled',
  ): Promise<string> => {
    const id = randomUUID();
    const data =
      type === 'calculation.created'
        ? { calculationId: id, programId: 'marker', channel: 'calculations', estimatedSubsidyEur: 0 }
        : { endpointId: id, reason: 'gone' };
    await t.app.get(OutboundEvents).publish(tenantId, { type, sandbox: false, data });
    await client.until((c) => c.events.some((e) => e.data?.includes(id) === true));
    return id;
  };
  const endpointIdsOf = (client: SseClient) =>
    client.named('webhook.endpoint_disabled').map((e) => payloadOf(e).data.endpointId);

  it('streams text/event-stream with retry, the tenant’s new events with ids, and heartbeats', async () => {
    const client = await connect(t.headers);
    expect(client.status).toBe(200);
    expect(client.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(client.headers['cache-control']).toMatch(/no-cache/);
    await client.until((c) => c.events.some((e) => e.retry === '5000'));
    const endpointId = randomUUID();
    await publish(t.tenantId, endpointId);
    await client.until((c) => c.named('webhook.endpoint_disabled').length === 1);
    const [event] = client.named('webhook.endpoint_disabled');
    expect(event!.id).toMatch(/^\d+$/);
    expect(payloadOf(event!)).toMatchObject({
      id: event!.id,
      type: 'webhook.endpoint_disabled',
      data: { endpointId },
    });
    await client.until((c) => c.comments.includes('heartbeat'), 2_500);
  });

  it('replays exactly the missed events, in order, after Last-Event-ID', async () => {
    const first = await connect(t.headers);
    await first.until((c) => c.events.length > 0);
    await publish(t.tenantId);
    await first.until((c) => c.named('webhook.endpoint_disabled').length === 1);
    const lastSeen = first.named('webhook.endpoint_disabled')[0]!.id!;
    first.close();
    const missed = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of missed) await publish(t.tenantId, id);
    const again = await connect({ ...t.headers, 'last-event-id': lastSeen });
    await again.until((c) => c.named('webhook.endpoint_disabled').length === 3);
    const replayed = again.named('webhook.endpoint_disabled');
    expect(replayed.map((e) => payloadOf(e).data.endpointId)).toEqual(missed);
    expect(replayed.map((e) => Number(e.id))).toEqual([1, 2, 3].map((n) => Number(lastSeen) + n));
    // Nothing twice: a later event is the only new one.
    await publish(t.tenantId);
    await again.until((c) => c.named('webhook.endpoint_disabled').length === 4);
    const last = await marker(again, t.tenantId);
    expect(endpointIdsOf(again).filter((id) => id !== last)).toHaveLength(4);
  });

  it('never delivers another tenant’s events, nor sandbox events to a live stream', async () => {
    const other = await t.tenants.create({ plan: 'unlimited' });
    const client = await connect(t.headers);
    await client.until((c) => c.events.length > 0);
    const before = 0;
    await publish(other.tenantId, randomUUID());
    await publish(t.tenantId, randomUUID(), true);
    const mine = randomUUID();
    await publish(t.tenantId, mine);
    await client.until((c) =>
      c.named('webhook.endpoint_disabled').some((e) => payloadOf(e).data.endpointId === mine),
    );
    expect(client.named('webhook.endpoint_disabled')).toHaveLength(before + 1);
    const otherStream = await connect(other.headers, '?lastEventId=0');
    await otherStream.until((c) => c.named('webhook.endpoint_disabled').length === 1);
    const last = await marker(otherStream, other.tenantId);
    expect(endpointIdsOf(otherStream).filter((id) => id !== last)).toHaveLength(1);
  });

  it('filters by event type', async () => {
    const client = await connect(t.headers, '?types=calculation.created');
    await client.until((c) => c.events.length > 0);
    await publish(t.tenantId);
    await marker(client, t.tenantId, 'calculation.created');
    expect(client.named('webhook.endpoint_disabled')).toHaveLength(0);
    const bad = await request(t.http).get('/api/v2/notifications/stream?types=nope.nothing').set(t.headers);
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toEqual(['types']);
  });

  it('sends reset when Last-Event-ID is older than the retention', async () => {
    const tenant = await t.tenants.create({ plan: 'unlimited' });
    await publish(tenant.tenantId);
    await publish(tenant.tenantId);
    // The daily retention job, with a retention that has passed for both (the feed is the app's clock's).
    const retention = t.app.get(FeedRetention);
    const realNow = retention['clock'].now.bind(retention['clock']);
    jest
      .spyOn(retention['clock'], 'now')
      .mockImplementation(() => new Date(realNow().getTime() + 8 * 24 * 3_600_000));
    const result = await retention.run();
    jest.restoreAllMocks();
    expect(result.counts!.removed).toBeGreaterThanOrEqual(2);
    await publish(tenant.tenantId);
    const client = await connect({ ...tenant.headers, 'last-event-id': '1' });
    await client.until((c) => c.named('reset').length === 1);
    // The newest id: 1 is the tenant's first key (`api_key.created`, ADR 0022), 2 and 3 the two above, 4 this one.
    expect(client.named('reset')[0]!.id).toBe('4');
    const last = await marker(client, tenant.tenantId);
    expect(endpointIdsOf(client)).toEqual([last]);
  });

  it('accepts a short-lived stream token in the query, and refuses a forged one or none', async () => {
    const { token } = (
      await request(t.http).post('/api/v2/notifications/stream/token').set(t.headers).expect(201)
    ).body;
    const client = await connect({}, `?token=${encodeURIComponent(token as string)}`);
    expect(client.status).toBe(200);
    const endpointId = randomUUID();
    await publish(t.tenantId, endpointId);
    await client.until((c) =>
      c.named('webhook.endpoint_disabled').some((e) => payloadOf(e).data.endpointId === endpointId),
    );
    const forged = `${(token as string).slice(0, -4)}AAAA`;
    await request(t.http).get(`/api/v2/notifications/stream?token=${forged}`).expect(401);
    const none = await request(t.http).get('/api/v2/notifications/stream').expect(401);
    expect(none.body.code).toBe('UNAUTHORIZED');
    // A plain GET (no Accept: text/event-stream) gets an answer instead of a stream that never ends.
    const other = await t.tenants.create({ plan: 'unlimited' });
    await request(t.http)
      .get('/api/v2/notifications/stream')
      .set({ ...t.headers, accept: 'text/event-stream', 'x-tenant-id': other.tenantId })
      .expect(403);
    const plain = await request(t.http).get('/api/v2/notifications/stream').set(t.headers).expect(406);
    expect(plain.body.code).toBe('STREAM_ACCEPT_REQUIRED');
  });

  it('refuses a header credential exactly as every guarded route does', async () => {
    const key = t.headers['x-api-key']!;
    const cases: Array<{ query?: string; headers: Record<string, string> }> = [
      // A key in the URL has leaked already, even beside a header.
      { query: `?api_key=${encodeURIComponent(key)}`, headers: t.headers },
      { headers: { 'x-api-key': key, authorization: 'Bearer fm_live_other' } },
      { headers: { ...t.headers, 'x-tenant-id': ' ' } },
      { headers: { authorization: 'Bearer fm_live_nobody' } },
    ];
    for (const { query = '', headers } of cases) {
      const guarded = await request(t.http)
        .get(`/api/v2/notifications/push/subscriptions${query}`)
        .set(headers);
      const stream = await request(t.http)
        .get(`/api/v2/notifications/stream${query}`)
        .set({ ...headers, accept: 'text/event-stream' });
      expect([stream.status, stream.body.code]).toEqual([guarded.status, guarded.body.code]);
      expect(stream.headers['www-authenticate']).toBe(guarded.headers['www-authenticate']);
    }
  });

  it('limits open streams per tenant by plan and frees a slot when the client leaves', async () => {
    const free = await t.tenants.create({ plan: 'free' });
    const a = await connect(free.headers);
    await connect(free.headers);
    const refused = await request(t.http)
      .get('/api/v2/notifications/stream')
      .set({ ...free.headers, accept: 'text/event-stream' });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('STREAM_LIMIT_REACHED');
    // Every 429 says when to come back.
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.body.details).toMatchObject({ limit: 2, retryAfterSeconds: 5 });
    a.close();
    // The slot is free once the server has seen the client go: ask again until it has.
    const c = await eventually(async () => {
      const attempt = await connect(free.headers);
      if (attempt.status === 200) return attempt;
      attempt.close();
      return undefined;
    });
    expect(c.status).toBe(200);
  });
});
