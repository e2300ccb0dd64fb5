import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { UsageSignals } from '../../apps/api/src/platform/events/usage-signals';
import { FastLane } from '../../apps/api/src/platform/http/fast-lane';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestTenant } from '../support/test-tenants';

/**
 * ADR 0012, "Fast lane": warm catalogue reads are answered before Nest's pipeline. Two instances, one with
 * the lane and one without (`FAST_LANE=false`), each on its own copy of the test database with the same kinds
 * of tenants, must give the same answer to every request — status, body and headers (but the per-response
 * date, request id and remaining counts) — and the lane must really have answered the ordinary ones and left
 * the others to the pipeline.
 */

/** One instance and its tenants; a case names its credentials by the role they play. */
interface Side {
  t: TestApp;
  tenant: TestTenant;
  /** On a plan with a monthly quota: its answers carry the `monthly` policy. */
  quota: TestTenant;
  other: TestTenant;
  operatorOnly: TestTenant;
  sandbox: TestTenant;
  free: TestTenant;
}

async function side(t: TestApp): Promise<Side> {
  return {
    t,
    tenant: await t.tenants.create({ plan: 'unlimited' }),
    quota: await t.tenants.create({ plan: 'developer' }),
    other: await t.tenants.create(),
    operatorOnly: await t.tenants.create({ scopes: ['operator'] }),
    sandbox: await t.tenants.create({ sandbox: true }),
    free: await t.tenants.create({ plan: 'free' }),
  };
}

type Headers = (s: Side) => Record<string, string>;
const key: Headers = (s) => s.tenant.headers;
describe('the fast lane answers exactly as the full pipeline', () => {
  let fast: Side;
  let full: Side;
  let lane: FastLane;

  beforeAll(async () => {
    fast = await side(await createTestApp({ fastLane: true }));
    full = await side(await createTestApp({ fastLane: false }));
    lane = fast.t.app.get(FastLane);
  });
  afterAll(async () => {
    await fast?.t.close();
    await full?.t.close();
  });

  type Method = 'GET' | 'HEAD' | 'POST';
  const inject = (
    s: Side,
    url: string,
    headers: Record<string, string>,
    method: Method = 'GET',
    payload?: string,
  ) =>
    (s.t.app.getHttpAdapter().getInstance() as FastifyInstance).inject({
      method,
      url,
      headers: payload === undefined ? headers : { 'content-type': 'application/json', ...headers },
      payload,
    });

  /**
   * What must be equal: volatile headers dropped, remaining-call counts masked (each instance counts), and the
   * seconds to a window's reset masked too: the two sides' requests can straddle a second (t=246990 vs 246991
   * on the monthly window once on a loaded machine).
   */
  function comparable(response: LightMyRequestResponse) {
    const { date, 'x-request-id': requestId, ratelimit, ...headers } = response.headers;
    expect(requestId).toBeDefined();
    return {
      status: response.statusCode,
      body: response.body,
      headers: {
        ...headers,
        ratelimit:
          typeof ratelimit === 'string'
            ? ratelimit.replace(/r=\d+/g, 'r=n').replace(/t=\d+/g, 't=n')
            : ratelimit,
      },
      hasDate: date !== undefined,
    };
  }

  /**
   * Sends the request to both instances (each warmed by one call first: caches, snapshot) and compares.
   * `url` may name `{tenant}` (the side's own tenant id) and `{key}` (its key).
   */
  async function same(url: string, headers: Headers, method: Method = 'GET', payload?: string) {
    const on = (s: Side) => {
      const fill = (v: string) => v.replace('{tenant}', s.tenant.tenantId).replace('{key}', s.tenant.key);
      const h = Object.fromEntries(Object.entries(headers(s)).map(([k, v]) => [k, fill(v)]));
      return () => inject(s, fill(url), h, method, payload);
    };
    await on(fast)();
    await on(full)();
    const before = { ...lane.counts };
    const a = await on(fast)();
    const b = await on(full)();
    expect(comparable(a)).toEqual(comparable(b));
    return {
      status: a.statusCode,
      answered: lane.counts.answered - before.answered,
      passed: lane.counts.passed - before.passed,
    };
  }

  it('answers ordinary reads itself, byte for byte as the controller', async () => {
    for (const url of [
      '/api/v1/programs/bmwk-go-digital',
      '/api/v1/programs',
      '/api/v1/programs?limit=3&offset=5',
      '/api/v1/programs?category=zuschuss&region=SN',
      '/api/v1/programs?level=bundesweit&limit=100',
      '/api/v1/programs?region=sachsen&offset=',
    ]) {
      expect({ url, ...(await same(url, key)) }).toEqual({ url, status: 200, answered: 1, passed: 0 });
    }
    const etag = (await inject(fast, '/api/v1/programs/bmwk-go-digital', fast.tenant.headers)).headers.etag;
    const current: Headers = (s) => ({ ...s.tenant.headers, 'if-none-match': String(etag) });
    const ok = { answered: 1, passed: 0 };
    expect(await same('/api/v1/programs/bmwk-go-digital', current)).toEqual({ status: 304, ...ok });
    expect(await same('/api/v1/programs', current)).toEqual({ status: 304, ...ok });
    const stale: Headers = (s) => ({ ...s.tenant.headers, 'if-none-match': '"c0"' });
    expect(await same('/api/v1/programs', stale)).toEqual({ status: 200, ...ok });
    const own: Headers = (s) => ({ ...s.tenant.headers, 'x-tenant-id': '{tenant}' });
    expect(await same('/api/v1/programs?limit=1', own)).toEqual({ status: 200, ...ok });
    const bearer: Headers = () => ({ authorization: 'Bearer {key}' });
    expect(await same('/api/v1/programs/bmwk-go-digital', bearer)).toEqual({ status: 200, ...ok });
    expect(await same('/api/v1/programs?limit=1', (s) => s.quota.headers)).toEqual({ status: 200, ...ok });
    const sandbox: Headers = (s) => s.sandbox.headers;
    expect(await same('/api/v1/programs/bmwk-go-digital', sandbox)).toEqual({ status: 200, ...ok });
  });

  it('refuses as the pipeline does, with the same gate and pipe; an unknown id goes on to the controller', async () => {
    const cases: [string, Headers, number][] = [
      ['/api/v1/programs/gibt-es-nicht', key, 404],
      ['/api/v1/programs?region=XX', key, 400],
      ['/api/v1/programs?limit=1&limit=2', key, 400],
      ['/api/v1/programs?unbekannt=1', key, 400],
      ['/api/v1/programs?limit=0', key, 400],
      ['/api/v1/programs', () => ({}), 401],
      ['/api/v1/programs', () => ({ 'x-api-key': 'fm_live_gibtesnicht' }), 401],
      ['/api/v1/programs', () => ({ 'x-api-key': '{key}', authorization: 'Bearer anders' }), 400],
      ['/api/v1/programs?api_key={key}', key, 400],
      ['/api/v1/programs', (s) => ({ ...s.tenant.headers, 'x-tenant-id': s.other.tenantId }), 403],
      ['/api/v1/programs', (s) => ({ ...s.tenant.headers, 'x-tenant-id': ' ' }), 400],
      ['/api/v1/programs', (s) => s.operatorOnly.headers, 403],
    ];
    for (const [url, headers, status] of cases) {
      // Admitted, then declined: the controller answers the 404 and the call is counted once (below).
      const declined = status === 404;
      expect({ url, ...(await same(url, headers)) }).toEqual({
        url,
        status,
        answered: declined ? 0 : 1,
        passed: declined ? 1 : 0,
      });
    }
  });

  const MATCHES = '/api/v1/matches';
  const PROFILE = {
    employeeCount: 45,
    revenueEur: 12_000_000,
    balanceSheetEur: 8_000_000,
    federalState: 'SN',
    industryCode: '62.01',
  };
  const match = (body: unknown) => JSON.stringify(body);

  it('answers well-formed match requests itself, byte for byte as the controller', async () => {
    const bodies = [
      match({ profile: PROFILE }),
      match({ profile: { ...PROFILE, industryCode: '28.99' }, limit: 50 }),
      match({ profile: PROFILE, categories: ['zuschuss', 'beratung'], limit: 3 }),
      match({ profile: { ...PROFILE, employeeCount: 3 }, categories: [] }),
      match({ limit: 5, profile: { ...PROFILE, federalState: 'BY' } }),
    ];
    const ok = { status: 200, answered: 1, passed: 0 };
    for (const body of bodies)
      expect({ body, ...(await same(MATCHES, key, 'POST', body)) }).toEqual({ body, ...ok });
    const own: Headers = (s) => ({ ...s.tenant.headers, 'x-tenant-id': '{tenant}' });
    expect(await same(MATCHES, own, 'POST', bodies[0])).toEqual(ok);
    expect(await same(MATCHES, (s) => s.quota.headers, 'POST', bodies[0])).toEqual(ok);
    expect(await same(MATCHES, (s) => s.sandbox.headers, 'POST', bodies[2])).toEqual(ok);
  });

  it('emits the same match.requested signal as the controller, once the call is admitted', async () => {
    const seen = (s: Side) => {
      const signals: unknown[] = [];
      s.t.app
        .get(UsageSignals)
        .add((signal) => signals.push({ ...signal, scope: undefined, actor: undefined }));
      return signals;
    };
    const [a, b] = [seen(fast), seen(full)];
    const body = match({ profile: PROFILE, categories: ['zuschuss'], limit: 7 });
    expect(await same(MATCHES, key, 'POST', body)).toMatchObject({ status: 200, answered: 1 });
    expect(a).toHaveLength(2); // the warm-up call and the compared one
    expect(a).toEqual(b);
    expect(a[0]).toMatchObject({ name: 'match.requested', properties: { categories: 'zuschuss' } });
  });

  it('refuses match requests as the pipeline does, German 400 included', async () => {
    const cases: [string | undefined, Headers, number][] = [
      [match({}), key, 400],
      [match({ profile: PROFILE, limit: 51 }), key, 400],
      [match({ profile: PROFILE, limit: 2.5 }), key, 400],
      [match({ profile: PROFILE, categories: ['zuschuss', 'lotterie'] }), key, 400],
      [match({ profile: PROFILE, categories: 'zuschuss' }), key, 400],
      [match({ profile: PROFILE, unbekannt: 1 }), key, 400],
      [match({ profile: { ...PROFILE, industryCode: undefined } }), key, 400],
      [match({ profile: { ...PROFILE, employeeCount: -1 } }), key, 400],
      [match({ profile: null }), key, 400],
      [match([PROFILE]), key, 400],
      ['{"profile": {', key, 400],
      [undefined, key, 400],
      [match({ profile: PROFILE }), () => ({}), 401],
      [match({ profile: PROFILE }), (s) => ({ ...s.tenant.headers, 'x-tenant-id': s.other.tenantId }), 403],
      [match({ profile: PROFILE }), (s) => s.operatorOnly.headers, 403],
    ];
    for (const [body, headers, status] of cases) {
      // Malformed JSON is refused by the body parser, before any route or the lane.
      const parsed = body !== '{"profile": {';
      expect({ body, ...(await same(MATCHES, headers, 'POST', body)) }).toEqual({
        body,
        status,
        answered: parsed ? 1 : 0,
        passed: 0,
      });
    }
  });

  it('answers HEAD as the pipeline does', async () => {
    expect(await same('/api/v1/programs?limit=2', key, 'HEAD')).toMatchObject({ status: 200 });
  });

  it('refuses a burst over the plan exactly as the guard does (429 with its headers and body)', async () => {
    const url = '/api/v1/programs/bmwk-go-digital';
    const burst = (s: Side) => Promise.all(Array.from({ length: 12 }, () => inject(s, url, s.free.headers)));
    await inject(fast, url, fast.free.headers); // warm: the principal is cached
    // A fresh burst window: the limiter counts per wall-clock second, so only the time itself can end the
    // warm-up's window (there is no event to await).
    await new Promise((r) => setTimeout(r, 1000));
    const before = lane.counts.answered;
    const refused = (await burst(fast)).filter((r) => r.statusCode === 429);
    expect(lane.counts.answered - before).toBe(12);
    const reference = (await burst(full)).filter((r) => r.statusCode === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(reference.length).toBeGreaterThan(0);
    const shape = (r: LightMyRequestResponse) => ({
      body: { ...r.json(), details: { ...r.json().details, retryAfterSeconds: 'n' } },
      retryAfter: typeof r.headers['retry-after'],
      policy: r.headers['ratelimit-policy'],
      contentType: r.headers['content-type'],
    });
    expect(shape(refused[0]!)).toEqual(shape(reference[0]!));
  });

  it('without FAST_LANE every read goes through the pipeline', () => {
    expect(full.t.app.get(FastLane).counts).toEqual({ answered: 0, passed: 0 });
  });
});
