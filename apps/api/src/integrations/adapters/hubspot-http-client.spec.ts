import type { Resolver } from '../../webhooks';
import type { HubspotRateLimiter } from '../application/hubspot-client.port';
import { HubspotFake } from '../testing/hubspot-fake';
import { HubspotHttpClient } from './hubspot-http-client';
import { guardedHubspotTransport } from './hubspot-transport';

const TOKEN = 'pat-eu1-11111111-2222-3333-4444-555555555555';
const noLimit: HubspotRateLimiter = { acquire: async () => undefined };
const input = [
  { idProperty: 'fm_company_ref', id: 'k-1', properties: { name: 'K GmbH', fm_company_ref: 'k-1' } },
];

/** A DNS stand-in that answers `address` for every name and counts its questions. */
function resolvingTo(address: string): Resolver & { asked: string[] } {
  const asked: string[] = [];
  const resolver = ((hostname, callback) => {
    asked.push(hostname);
    callback(null, [{ address, family: address.includes(':') ? 6 : 4 }]);
  }) as Resolver & { asked: string[] };
  resolver.asked = asked;
  return resolver;
}

const client = (baseUrl: string, allowPrivateAddresses: boolean, resolver?: Resolver) =>
  new HubspotHttpClient(
    guardedHubspotTransport({ baseUrl, timeoutMs: 2000, allowPrivateAddresses, resolver }),
    noLimit,
    'tenant',
    async () => undefined,
  );

describe('HubSpot calls through the SSRF guard', () => {
  it.each(['169.254.169.254', '10.0.0.5', '127.0.0.1', 'fd00::1'])(
    'refuses api.hubapi.com when it resolves to %s, at connect time and without retrying',
    async (address) => {
      const dns = resolvingTo(address);
      const outcome = await client('https://api.hubapi.com', false, dns).upsert(TOKEN, 'companies', input);
      expect(outcome.done.size).toBe(0);
      expect(outcome.failed.get('k-1')).toMatch(/HubSpot-Adresse abgelehnt/);
      expect(dns.asked).toEqual(['api.hubapi.com']);
    },
  );

  it('refuses a metadata address given as an IP literal before any lookup', async () => {
    const dns = resolvingTo('93.184.216.34');
    const refusal = await client('http://169.254.169.254', false, dns).archive(TOKEN, 'companies', '1');
    expect(refusal).toMatch(/HubSpot-Adresse abgelehnt/);
    expect(dns.asked).toEqual([]);
  });

  describe('against the loopback fake', () => {
    let fake: HubspotFake;
    beforeAll(async () => {
      fake = await HubspotFake.start(TOKEN);
    });
    afterAll(() => fake.close());

    it('never reaches a loopback HubSpot while the guard is on; reaches it when the test configuration turns it off', async () => {
      const guarded = await client(fake.origin, false).upsert(TOKEN, 'companies', input);
      expect(guarded.failed.get('k-1')).toMatch(/abgelehnt/);
      expect(fake.requests).toHaveLength(0);
      const open = await client(fake.origin, true).upsert(TOKEN, 'companies', input);
      expect(open.done.get('k-1')).toMatchObject({ created: true });
      expect(fake.requests).toHaveLength(1);
    });

    it('follows no redirect', async () => {
      fake.answerNext({ status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' } });
      const from = fake.requests.length;
      const outcome = await client(fake.origin, true).upsert(TOKEN, 'companies', input);
      expect(outcome.failed.get('k-1')).toMatch(/^HubSpot 302/);
      expect(fake.requests.length - from).toBe(1);
    });

    it('archives an object with DELETE and counts an unknown one as gone', async () => {
      const hubspotId = fake.objects.companies.get('k-1')!.id;
      expect(await client(fake.origin, true).archive(TOKEN, 'companies', hubspotId)).toBeNull();
      expect(fake.objects.companies.has('k-1')).toBe(false);
      expect(fake.archived).toContainEqual({ objectType: 'companies', id: hubspotId });
      expect(await client(fake.origin, true).archive(TOKEN, 'companies', hubspotId)).toBeNull();
      expect(fake.requests.slice(-1)[0]).toMatchObject({ method: 'DELETE', status: 404 });
    });

    // Retries honour Retry-After within bounds (the shared rule), since this worker sleeps in-process.
    it.each<[string, number]>([
      ['1', 1000],
      ['0', 1000],
      ['3600', 10_000],
      ['in 5 s (an HTTP date)', 5000],
    ])('waits Retry-After: %s as %p ms before sending the 429ed batch again', async (retryAfter, ms) => {
      const value = retryAfter.startsWith('in') ? new Date(Date.now() + 5_000).toUTCString() : retryAfter;
      fake.answerNext(HubspotFake.secondlyLimit(value));
      const slept: number[] = [];
      const recording = new HubspotHttpClient(
        guardedHubspotTransport({ baseUrl: fake.origin, timeoutMs: 2000, allowPrivateAddresses: true }),
        noLimit,
        'tenant',
        async (wait) => {
          slept.push(wait);
        },
      );
      const from = fake.requests.length;
      const outcome = await recording.upsert(TOKEN, 'companies', input);
      expect(outcome.done.has('k-1')).toBe(true);
      expect(fake.requests.slice(from).map((r) => r.status)).toEqual([429, 200]);
      expect(slept).toHaveLength(1);
      // An HTTP date is whole seconds: 5 s from now is 4-5 s by the time it is read.
      if (retryAfter.startsWith('in')) expect([4000, 5000]).toContain(slept[0]);
      else expect(slept).toEqual([ms]);
    });
  });
});
