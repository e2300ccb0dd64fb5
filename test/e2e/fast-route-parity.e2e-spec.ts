import { ProgramRepository } from '@libs/catalogue';
import { aProgram } from '@libs/catalogue/testing';
import { FixedClock } from '@libs/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { RevokeApiKey } from '../../apps/api/src/access/application/revoke-api-key.use-case';
import { FastLane } from '../../apps/api/src/platform/http/fast-lane';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestTenant } from '../support/test-tenants';

/**
 * ADR 0028: for each fast route, every kind of refusal the API has — no key, a revoked key, a wrong scope,
 * another tenant named or read, a bad query or body, an unknown id, the burst limit and the monthly quota —
 * answers with the same status, body, rate-limit headers and challenge whether the fast lane or Nest's
 * pipeline takes the request. Both instances run the same script on a fixed clock, so even the remaining
 * counts and the seconds to a reset must be equal: a call counted twice or not at all on one path shows.
 */

interface Side {
  t: TestApp;
  clock: FixedClock;
  a: TestTenant;
  b: TestTenant;
  operatorOnly: TestTenant;
  free: TestTenant;
  revoked: string;
}

const START = new Date('2026-03-31T22:00:00Z');
const OWN_PROGRAM = 'b-eigenes-programm';
const PROFILE = { employeeCount: 45, revenueEur: 12_000_000, federalState: 'SN', industryCode: '62.01' };

async function side(fastLane: boolean): Promise<Side> {
  const clock = new FixedClock(START);
  const t = await createTestApp({ fastLane, clock });
  const [a, b] = [
    await t.tenants.create({ plan: 'unlimited' }),
    await t.tenants.create({ plan: 'developer' }),
  ];
  await t.app.get(ProgramRepository).upsert([aProgram({ id: OWN_PROGRAM, tenantId: b.tenantId })]);
  const revoked = await t.tenants.issueKey(a.tenantId);
  return {
    t,
    clock,
    a,
    b,
    operatorOnly: await t.tenants.create({ scopes: ['operator'] }),
    free: await t.tenants.create({ plan: 'free' }),
    revoked: revoked.keyId + ' ' + revoked.key,
  };
}

interface Call {
  method?: 'GET' | 'POST';
  url: string;
  headers: (s: Side) => Record<string, string>;
  body?: unknown;
}

function send(s: Side, call: Call): Promise<LightMyRequestResponse> {
  const fastify = s.t.app.getHttpAdapter().getInstance() as FastifyInstance;
  const body = call.body === undefined ? {} : { payload: JSON.stringify(call.body) };
  return fastify.inject({
    method: call.method ?? 'GET',
    url: call.url,
    headers: {
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...call.headers(s),
    },
    ...body,
  });
}

/**
 * Everything a client can see but the per-response date and request id, and the catalogue version's id in
 * the ETag (each instance's database has its own).
 */
function seen(r: LightMyRequestResponse) {
  const { date: _date, 'x-request-id': _id, etag, ...headers } = r.headers;
  const version = typeof etag === 'string' ? etag.replace(/-[^"]*/, '-version') : etag;
  return { status: r.statusCode, body: r.body, headers: { ...headers, etag: version } };
}

const key = (s: Side) => s.a.headers;
const ROUTES: { name: string; ok: Call; badInput: Call; more: [Call, number][] }[] = [
  {
    name: 'GET /api/v1/programs/{id}',
    ok: { url: '/api/v1/programs/bmwk-go-digital', headers: key },
    badInput: { url: `/api/v1/programs/${'x'.repeat(101)}`, headers: key },
    more: [
      [{ url: '/api/v1/programs/gibt-es-nicht', headers: key }, 404],
      [{ url: `/api/v1/programs/${OWN_PROGRAM}`, headers: key }, 404],
      [{ url: `/api/v1/programs/${OWN_PROGRAM}`, headers: (s) => s.b.headers }, 200],
    ],
  },
  {
    name: 'GET /api/v1/programs',
    ok: { url: '/api/v1/programs?limit=2&region=SN', headers: key },
    badInput: { url: '/api/v1/programs?limit=0&unbekannt=1', headers: key },
    more: [
      [{ url: '/api/v1/programs?limit=1&limit=2', headers: key }, 400],
      [{ url: '/api/v1/programs?limit=100&offset=100', headers: key }, 200],
      [{ url: '/api/v1/programs?limit=100&offset=100', headers: (s) => s.b.headers }, 200],
    ],
  },
  {
    name: 'POST /api/v1/matches',
    ok: { method: 'POST', url: '/api/v1/matches', headers: key, body: { profile: PROFILE, limit: 3 } },
    badInput: {
      method: 'POST',
      url: '/api/v1/matches',
      headers: key,
      body: { profile: { ...PROFILE, employeeCount: -1 }, limit: 51, unbekannt: 1 },
    },
    more: [
      [{ method: 'POST', url: '/api/v1/matches', headers: key, body: [PROFILE] }, 400],
      [
        { method: 'POST', url: '/api/v1/matches', headers: (s) => s.b.headers, body: { profile: PROFILE } },
        200,
      ],
    ],
  },
];

describe.each(ROUTES)('$name answers alike with and without the fast lane', ({ ok, badInput, more }) => {
  let lane: Side;
  let full: Side;
  beforeAll(async () => {
    lane = await side(true);
    full = await side(false);
  });
  afterAll(async () => {
    await lane?.t.close();
    await full?.t.close();
  });

  /** Runs `script` on both sides; each answer must be equal, and have the status the script expects. */
  async function both(script: (s: Side) => Promise<[LightMyRequestResponse, number][]>) {
    const answered = lane.t.app.get(FastLane).counts.answered;
    const [onLane, onFull] = [await script(lane), await script(full)];
    expect(onLane.map(([r]) => seen(r))).toEqual(onFull.map(([r]) => seen(r)));
    expect(onLane.map(([r]) => r.statusCode)).toEqual(onLane.map(([, status]) => status));
    return lane.t.app.get(FastLane).counts.answered - answered;
  }
  const at = (s: Side, call: Call, status: number) =>
    send(s, call).then((r) => [r, status] as [LightMyRequestResponse, number]);
  const as = (headers: Call['headers']) => ({ ...ok, headers });

  it('refuses credentials, scopes and other tenants alike (and the lane answered them)', async () => {
    const answered = await both(async (s) => {
      const [keyId, revokedKey] = s.revoked.split(' ') as [string, string];
      const warm = await at(
        s,
        as(() => ({ 'x-api-key': revokedKey })),
        200,
      );
      await s.t.app.get(RevokeApiKey).execute(s.a.tenantId, keyId);
      return [
        warm,
        await at(
          s,
          as(() => ({})),
          401,
        ),
        await at(
          s,
          as(() => ({ 'x-api-key': 'fm_live_gibtesnicht' })),
          401,
        ),
        await at(
          s,
          as(() => ({ 'x-api-key': revokedKey })),
          401,
        ),
        await at(
          s,
          as(() => ({ authorization: `Bearer ${revokedKey}` })),
          401,
        ),
        await at(
          s,
          as(() => ({ ...s.a.headers, authorization: 'Bearer anders' })),
          400,
        ),
        await at(
          s,
          as((x) => x.operatorOnly.headers),
          403,
        ),
        await at(
          s,
          as((x) => ({ ...x.a.headers, 'x-tenant-id': x.b.tenantId })),
          403,
        ),
        await at(
          s,
          as((x) => ({ ...x.a.headers, 'x-tenant-id': ' ' })),
          400,
        ),
        await at(
          s,
          as((x) => ({ ...x.b.headers, 'x-tenant-id': x.b.tenantId })),
          200,
        ),
      ];
    });
    expect(answered).toBeGreaterThanOrEqual(9);
  });

  it('refuses bad input, unknown ids and what belongs to another tenant alike', async () => {
    await both(async (s) => [
      await at(s, badInput, badInput.url.includes('x'.repeat(101)) ? 414 : 400),
      ...(await Promise.all(more.map(([call, status]) => at(s, call, status)))),
    ]);
  });

  it('counts the burst and the monthly quota alike, 429 with its headers included', async () => {
    const free = (x: Side) => x.free.headers;
    await both(async (s) => {
      const answers: [LightMyRequestResponse, number][] = [];
      // The free plan: 5 calls per second per key, 100 per month.
      for (let second = 0; second < 20; second++) {
        s.clock.set(new Date(START.getTime() + 1000 * (second + 1)));
        for (let i = 0; i < 5; i++) answers.push(await at(s, as(free), 200));
        if (second === 0) answers.push(await at(s, as(free), 429)); // the burst, not counted
      }
      s.clock.set(new Date(START.getTime() + 30_000));
      answers.push(await at(s, as(free), 429)); // the month
      // Admission comes before the arguments and the answer: an unknown id or bad input is refused by it too.
      answers.push(await at(s, { ...more[0]![0], headers: free }, 429));
      return answers;
    });
  });
});
