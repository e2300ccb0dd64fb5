import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { OutboundEvents } from '../../../apps/api/src/platform/events/outbound-events.port';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { streamNotifications, type NotificationStreamEvent } from '../src/index';

/** The SDK's typed stream helper against the running API: typed events, resume after Last-Event-ID. */
describe('streamNotifications', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    // fetch (undici) keeps its connections alive; the server would wait out Fastify's 72 s keep-alive. On
    // PostgreSQL the close takes long enough for undici to hold a connection open past a single cut, so the
    // test keeps cutting until the server has closed.
    const server = t?.app.getHttpServer() as import('node:http').Server | undefined;
    server?.closeAllConnections();
    const cut = setInterval(() => server?.closeAllConnections(), 200);
    await t?.close();
    clearInterval(cut);
  });

  const publish = (endpointId: string) =>
    t.app.get(OutboundEvents).publish(t.tenantId, {
      type: 'webhook.endpoint_disabled',
      sandbox: false,
      data: { endpointId, reason: 'gone' },
    });

  async function take(n: number, lastEventId?: string): Promise<NotificationStreamEvent[]> {
    const abort = new AbortController();
    const got: NotificationStreamEvent[] = [];
    const stream = streamNotifications({
      baseUrl,
      credentials: { apiKey: t.headers['x-api-key']! },
      lastEventId,
      // The tenant's feed also holds its first key's `api_key.created`: only what this test publishes.
      types: ['webhook.endpoint_disabled'],
      signal: abort.signal,
    });
    for await (const event of stream) {
      got.push(event);
      if (got.length === n) break;
    }
    abort.abort();
    return got;
  }

  it('yields typed events and resumes after the last id it saw', async () => {
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    await publish(ids[0]!);
    const [first] = await take(1, '0');
    expect(first!.type).toBe('webhook.endpoint_disabled');
    if (first!.type === 'webhook.endpoint_disabled') expect(first!.data.endpointId).toBe(ids[0]);
    await publish(ids[1]!);
    await publish(ids[2]!);
    const rest = await take(2, first!.id);
    expect(rest.map((e) => (e.data as { endpointId: string }).endpointId)).toEqual(ids.slice(1));
  });
});
