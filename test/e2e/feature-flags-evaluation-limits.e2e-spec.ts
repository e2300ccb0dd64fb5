import type { AddressInfo } from 'node:net';
import { OpenFeature } from '@openfeature/server-sdk';
import { OFREPProvider } from '@openfeature/ofrep-provider';
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestTenant } from '../support/test-tenants';

const ADMIN = '/api/v2/admin/feature-flags';
const QUOTA = '/api/v2/developer/quota';

/**
 * Flag evaluation is not API traffic. With a Developer key (10 calls/s burst, 10,000 a month) the
 * official provider evaluated about 11 flags before "OFREP evaluation paused due to TooManyRequests", and
 * every evaluation spent monthly quota. Evaluations now have their own per-credential limit.
 */
describe('flag evaluations: their own limit, not the API quota (official OFREP provider)', () => {
  let t: TestApp;
  let developer: TestTenant;
  const used = async () =>
    (await request(t.http).get(QUOTA).set(developer.headers).expect(200)).body.used as number;

  beforeAll(async () => {
    t = await createTestApp();
    const operator = await t.tenants.create({ plan: 'unlimited', scopes: ['api', 'admin', 'operator'] });
    developer = await t.tenants.create({ plan: 'developer' });
    await request(t.http)
      .post(ADMIN)
      .set(operator.headers)
      .send({
        key: 'limits-half',
        type: 'boolean',
        enabled: true,
        strategies: [{ constraints: [], rollout: 50 }],
      })
      .expect(201);
    const server = t.http as import('node:http').Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await OpenFeature.setProviderAndWait(
      'developer',
      new OFREPProvider({
        baseUrl: `http://127.0.0.1:${port}/api/v2`,
        headers: [['X-API-Key', developer.key]],
      }),
    );
  });
  afterAll(async () => {
    await OpenFeature.close();
    await t?.close();
  });

  it('evaluates 1,000 times on a Developer key without an error and without using quota', async () => {
    const client = OpenFeature.getClient('developer');
    const before = await used();
    const values: boolean[] = [];
    const errors: string[] = [];
    // Ten at a time: far above the API's 10 calls per second.
    for (let round = 0; round < 100; round++) {
      const details = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          client.getBooleanDetails('limits-half', false, { targetingKey: `user-${round * 10 + i}` }),
        ),
      );
      for (const d of details) {
        values.push(d.value);
        if (d.errorCode) errors.push(`${d.errorCode}: ${d.errorMessage ?? ''}`);
      }
    }
    expect(errors).toEqual([]);
    expect(values).toHaveLength(1000);
    // A 50 % rollout over 1,000 ids: both answers, about half each (a fixed answer would be one of them).
    const on = values.filter(Boolean).length;
    expect(on).toBeGreaterThan(400);
    expect(on).toBeLessThan(600);
    // Only the quota read itself counted.
    expect(await used()).toBe(before + 1);
  });

  it('announces its own policy, and GET /feature-flags (with 304s) does not count either', async () => {
    const before = await used();
    const first = await request(t.http).get('/api/v2/feature-flags').set(developer.headers).expect(200);
    expect(first.headers['ratelimit-policy']).toBe('"flag-evaluation";q=1000;w=1');
    expect(first.headers.ratelimit).toMatch(/^"flag-evaluation";r=\d+;t=1$/);
    for (let i = 0; i < 30; i++)
      await request(t.http)
        .get('/api/v2/feature-flags')
        .set({ ...developer.headers, 'if-none-match': first.headers.etag as string })
        .expect(304);
    expect(await used()).toBe(before + 1);
    // The API's own burst is untouched by those 31 evaluations: an API call right after them is admitted.
    const api = await request(t.http).get('/api/v1/programs?limit=1').set(developer.headers).expect(200);
    expect(api.headers['ratelimit-policy']).toContain('"burst";q=10;w=1');
  });
});
