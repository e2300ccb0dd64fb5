import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { FoerdermittelApiError, FoerdermittelClient, type ClientOptions } from '../src/index';

/** The SDK against the real app, listening on a free port, on the test database of this run (PGlite or PostgreSQL). */
describe('FoerdermittelClient against the running API', () => {
  let t: TestApp;
  let baseUrl: string;
  let apiKey: string;
  const profile = { employeeCount: 12, revenueEur: 1_500_000, federalState: 'SN', industryCode: '62.01' };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    apiKey = t.headers['x-api-key']!;
  });
  afterAll(async () => t?.close());

  const client = (options: Partial<ClientOptions> = {}) =>
    new FoerdermittelClient({ baseUrl, credentials: { apiKey }, ...options });

  it('lists programs with the API key as Bearer', async () => {
    const page = await client().listPrograms({ limit: 5, category: 'zuschuss' });
    expect(page.limit).toBe(5);
    expect(page.programs).toHaveLength(5);
    expect(page.programs.every((p) => p.category === 'zuschuss')).toBe(true);
    expect(page.total).toBeGreaterThan(5);
  });

  it('sends the API key in X-API-Key when asked to', async () => {
    const seen: Headers[] = [];
    const spy: typeof fetch = (input, init) => {
      seen.push(new Headers(init?.headers));
      return fetch(input, init);
    };
    const program = await client({ credentials: { apiKey, apiKeyIn: 'header' }, fetch: spy }).getProgram(
      'bmwk-go-digital',
    );
    expect(program.id).toBe('bmwk-go-digital');
    expect(seen[0]!.get('x-api-key')).toBe(apiKey);
    expect(seen[0]!.get('authorization')).toBeNull();
  });

  it('authenticates with a JWT from the token endpoint, and sends the tenant header', async () => {
    const oauth = await t.tenants.createOAuthClient(t.tenantId);
    const res = await fetch(`${baseUrl}/api/v1/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: oauth.clientId,
        client_secret: oauth.clientSecret,
      }),
    });
    const { access_token: token } = (await res.json()) as { access_token: string };
    const jwt = client({ credentials: { accessToken: async () => token }, tenantId: t.tenantId });
    const result = await jwt.createCalculation({
      programId: 'bafa-foerderung-unternehmensberatungen-kmu',
      projectBudgetEur: 3500,
      applicantProfile: profile,
    });
    expect(result.estimatedSubsidyEur).toBeGreaterThan(0);
    expect(result.effectiveSubsidyRate).toBeLessThanOrEqual(1);
    expect((await jwt.getCalculation(result.calculationId)).calculationId).toBe(result.calculationId);
  });

  it('finds matches for a profile', async () => {
    const found = await client().findMatches({ profile, limit: 3 });
    expect(found.matches.length).toBeLessThanOrEqual(3);
    expect(found.total).toBeGreaterThanOrEqual(found.matches.length);
    expect(found.matches[0]!.score).toBeGreaterThan(0);
  });

  it('calls v2 operations through client.v2 (quota, webhook endpoints, the event catalogue)', async () => {
    const api = client();
    expect((await api.v2.getQuota()).plan).toBe('unlimited');
    const { items: types } = await api.v2.listWebhookEventTypes();
    expect(types.map((type) => type.type)).toEqual(
      expect.arrayContaining(['calculation.created', 'webhook.test']),
    );
    const created = await api.v2.createWebhookEndpoint({
      url: 'https://hooks.example.com/sdk',
      eventTypes: ['calculation.created'],
    });
    expect(created.secret).toMatch(/^whsec_/);
    const updated = await api.v2.updateWebhookEndpoint(created.id, { description: 'SDK' });
    expect(updated).toMatchObject({
      id: created.id,
      description: 'SDK',
      eventTypes: ['calculation.created'],
    });
    expect((await api.v2.listWebhookEndpoints()).items.map((e) => e.id)).toContain(created.id);
    await api.v2.deleteWebhookEndpoint(created.id);
    const gone = await failure(api.v2.getWebhookEndpoint(created.id));
    expect(gone.status).toBe(404);
  });

  const failure = async (call: Promise<unknown>): Promise<FoerdermittelApiError> => {
    const error = await call.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(FoerdermittelApiError);
    return error as FoerdermittelApiError;
  };

  it('raises typed errors with status, code, issues and the rate-limit headers', async () => {
    const invalid = await failure(client().listPrograms({ limit: 500 }));
    expect(invalid.status).toBe(400);
    expect(invalid.code).toBe('VALIDATION_FAILED');
    expect(invalid.issues).toEqual([expect.objectContaining({ path: ['limit'] })]);

    const missing = await failure(client().getProgram('no-such-program'));
    expect([missing.status, missing.code]).toEqual([404, 'PROGRAM_NOT_FOUND']);
    expect(missing.message).toMatch(/nicht gefunden/);
    expect(missing.rateLimit.policies.map((p) => p.name)).toContain('burst');
    expect(missing.rateLimit.policies.find((p) => p.name === 'burst')?.quota).toBeGreaterThan(0);

    const unknownKey = await failure(client({ credentials: { apiKey: 'fm_test_wrong' } }).listPrograms());
    expect(unknownKey.status).toBe(401);

    const other = await t.tenants.create();
    const foreign = await failure(client({ tenantId: other.tenantId }).listPrograms());
    expect(foreign.status).toBe(403);
  });

  it('retries a 429 after Retry-After, then succeeds', async () => {
    let calls = 0;
    const waits: number[] = [];
    const flaky: typeof fetch = async (input, init) => {
      calls++;
      if (calls === 1) {
        return new Response(JSON.stringify({ error: 'Zu viele Anfragen', code: 'RATE_LIMITED' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '2', ratelimit: '"burst";r=0;t=2' },
        });
      }
      return fetch(input, init);
    };
    const page = await client({ fetch: flaky, sleep: async (ms) => void waits.push(ms) }).listPrograms({
      limit: 1,
    });
    expect(page.programs).toHaveLength(1);
    expect(waits).toEqual([2000]);
  });

  it('gives up on 429 after the attempts or when Retry-After exceeds the longest wait', async () => {
    const waits: number[] = [];
    const limited =
      (retryAfter: string): typeof fetch =>
      async () =>
        new Response(JSON.stringify({ error: 'Kontingent', code: 'QUOTA_EXCEEDED' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': retryAfter },
        });
    const sleep = async (ms: number) => void waits.push(ms);
    const bounded = await failure(
      client({ fetch: limited('1'), sleep, retry: { maxAttempts: 3 } }).listPrograms(),
    );
    expect([bounded.status, bounded.code, bounded.rateLimit.retryAfterSeconds]).toEqual([
      429,
      'QUOTA_EXCEEDED',
      1,
    ]);
    expect(waits).toEqual([1000, 1000]);
    waits.length = 0;
    await failure(client({ fetch: limited('86400'), sleep, retry: { maxDelayMs: 5000 } }).listPrograms());
    expect(waits).toEqual([]);
  });

  it('retries a real 429 of the API (free plan: 5 calls per second)', async () => {
    const free = await t.tenants.create({ plan: 'free' });
    const sdk = client({
      credentials: { apiKey: free.headers['x-api-key']! },
      retry: { maxAttempts: 5, maxDelayMs: 3000 },
    });
    const pages = await Promise.all(Array.from({ length: 8 }, () => sdk.listPrograms({ limit: 1 })));
    expect(pages.every((p) => p.programs.length === 1)).toBe(true);
  });

  it('sends an idempotency key with createCalculation, and after a lost answer gets the first result back', async () => {
    const sent: (string | null)[] = [];
    const answers: Response[] = [];
    const waits: number[] = [];
    // The first call reaches the API and runs; its answer is lost on the way back (a dropped connection).
    const lossy: typeof fetch = async (input, init) => {
      sent.push(new Headers(init?.headers).get('idempotency-key'));
      const response = await fetch(input, init);
      answers.push(response.clone());
      if (answers.length === 1) throw new TypeError('fetch failed: socket hang up');
      return response;
    };
    const sdk = client({ fetch: lossy, sleep: async (ms) => void waits.push(ms) });
    const body = {
      programId: 'bafa-foerderung-unternehmensberatungen-kmu',
      projectBudgetEur: 3500,
      applicantProfile: profile,
    };
    const result = await sdk.createCalculation(body);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sent[1]).toBe(sent[0]);
    expect(waits).toEqual([1000]);
    expect(answers[1]!.headers.get('idempotent-replayed')).toBe('true');
    expect(result.calculationId).toBe(
      ((await answers[0]!.json()) as { calculationId: string }).calculationId,
    );

    const own = await client({ fetch: lossy }).createCalculation(body, { idempotencyKey: 'order-4711' });
    expect(sent.at(-1)).toBe('order-4711');
    expect(own.calculationId).not.toBe(result.calculationId);
  });

  it('does not retry a network error of a call without a key', async () => {
    let calls = 0;
    const down: typeof fetch = async () => {
      calls++;
      throw new TypeError('fetch failed');
    };
    await expect(
      client({ fetch: down, sleep: async () => undefined }).findMatches({ profile }),
    ).rejects.toThrow('failed');
    expect(calls).toBe(1);
  });
});
