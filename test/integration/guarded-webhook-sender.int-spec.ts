import type { LookupAddress } from 'node:dns';
import {
  GuardedHttpWebhookSender,
  type Resolver,
} from '../../apps/api/src/webhooks/adapters/guarded-http-webhook-sender';
import { WebhookReceiver } from '../support/webhook-receiver';

/** A resolver that answers every name with one address, as a rebinding DNS server would. */
const resolvingTo =
  (address: string): Resolver =>
  (_hostname, callback) =>
    callback(null, [{ address, family: address.includes(':') ? 6 : 4 } as LookupAddress]);

describe('GuardedHttpWebhookSender', () => {
  let receiver: WebhookReceiver;
  beforeEach(async () => {
    receiver = await WebhookReceiver.start();
  });
  afterEach(async () => receiver.close());

  const request = (url: string) => ({
    url,
    headers: { 'webhook-id': 'msg_1' },
    body: '{"type":"webhook.test"}',
  });
  const port = () => new URL(receiver.url).port;

  it.each(['127.0.0.1', '169.254.169.254', '::ffff:127.0.0.1', '10.0.0.8'])(
    'with the guard on, refuses a hostname resolving to %s at connect time without connecting',
    async (address) => {
      const sender = new GuardedHttpWebhookSender({
        timeoutMs: 2000,
        allowHttp: true,
        allowPrivateAddresses: false,
        resolver: resolvingTo(address),
      });
      const res = await sender.send(request(`http://hooks.example.com:${port()}/hook`));
      expect(res).toMatchObject({ ok: false, httpStatus: null, errorClass: 'address_not_allowed' });
      expect(receiver.received).toHaveLength(0);
    },
  );

  it('with the guard on, refuses IP literals and the real localhost name too', async () => {
    const sender = new GuardedHttpWebhookSender({
      timeoutMs: 2000,
      allowHttp: true,
      allowPrivateAddresses: false,
    });
    for (const url of [receiver.url, `http://[::1]:${port()}/hook`, `http://localhost:${port()}/hook`]) {
      expect((await sender.send(request(url))).errorClass).toBe('address_not_allowed');
    }
    expect(receiver.received).toHaveLength(0);
  });

  it('with the guard off (explicitly), delivers to loopback; https only unless http is allowed', async () => {
    const open = new GuardedHttpWebhookSender({
      timeoutMs: 2000,
      allowHttp: true,
      allowPrivateAddresses: true,
    });
    expect(await open.send(request(receiver.url))).toMatchObject({
      ok: true,
      httpStatus: 200,
      excerpt: 'ok',
    });
    const httpsOnly = new GuardedHttpWebhookSender({
      timeoutMs: 2000,
      allowHttp: false,
      allowPrivateAddresses: true,
    });
    expect((await httpsOnly.send(request(receiver.url))).errorClass).toBe('scheme_not_allowed');
    expect(receiver.received).toHaveLength(1);
  });

  it('does not follow redirects, times out, and reads Retry-After on 503', async () => {
    const open = new GuardedHttpWebhookSender({
      timeoutMs: 500,
      allowHttp: true,
      allowPrivateAddresses: true,
    });
    receiver.respondWith(WebhookReceiver.status(307, { location: 'http://169.254.169.254/' }));
    expect(await open.send(request(receiver.url))).toMatchObject({
      ok: false,
      httpStatus: 307,
      errorClass: 'http_status',
    });
    receiver.respondWith(WebhookReceiver.status(503, { 'retry-after': '120' }));
    expect(await open.send(request(receiver.url))).toMatchObject({ httpStatus: 503, retryAfterSeconds: 120 });
    receiver.respondWith(() => undefined); // never answers
    const slow = await open.send(request(receiver.url));
    expect(slow).toMatchObject({ ok: false, errorClass: 'timeout' });
    expect(slow.durationMs).toBeGreaterThanOrEqual(450);
  });
});
