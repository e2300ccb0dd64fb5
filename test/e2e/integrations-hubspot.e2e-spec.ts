import Redis from 'ioredis';
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestTenant } from '../support/test-tenants';
import { eventually } from '../support/webhook-receiver';
import { queuesIdle } from '../support/queues-idle';
import { HubspotFake } from '../../apps/api/src/integrations/testing/hubspot-fake';
import { HubspotHttpClient } from '../../apps/api/src/integrations/adapters/hubspot-http-client';
import { guardedHubspotTransport } from '../../apps/api/src/integrations/adapters/hubspot-transport';
import { HubspotRateLimiter } from '../../apps/api/src/integrations/application/hubspot-client.port';
import { PostgresHubspotRateLimiter } from '../../apps/api/src/integrations/persistence/postgres-hubspot-rate-limiter';
import {
  hubspotRateKey,
  RedisHubspotRateLimiter,
} from '../../apps/api/src/integrations/adapters/redis-hubspot-rate-limiter';
import { TenantTransaction } from '../../apps/api/src/platform/tenancy/tenant-transaction';

const TOKEN = 'pat-eu1-11111111-2222-3333-4444-555555555555';
const WINDOW = { max: 4, windowMs: 1000 };
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Run {
  id: string;
  status: string;
  results: {
    objectType: string;
    key: string;
    hubspotId: string | null;
    outcome: string;
    message: string | null;
  }[];
}

describe('HubSpot CRM sync against a loopback fake of HubSpot', () => {
  let t: TestApp;
  let hubspot: HubspotFake;

  beforeAll(async () => {
    hubspot = await HubspotFake.start(TOKEN, WINDOW);
    t = await createTestApp({
      features: {
        integrations: {
          extraHosts: ['127.0.0.1'],
          allowHttp: true,
          allowPrivateAddresses: true,
          hubspotBaseUrl: hubspot.origin,
          hubspotRateLimit: WINDOW,
          timeoutMs: 3000,
        },
      },
      jobs: { workers: true, pollingIntervalSeconds: 0.5 },
    });
  });
  afterAll(async () => {
    await t?.close();
    await hubspot?.close();
  });

  const calculate = async (tenant: TestTenant, employeeCount: number) =>
    (
      await request(t.http)
        .post('/api/v1/calculations')
        .set(tenant.headers)
        .send({
          programId: 'bafa-foerderung-unternehmensberatungen-kmu',
          projectBudgetEur: 3500,
          applicantProfile: {
            employeeCount,
            revenueEur: 1_500_000,
            federalState: 'SN',
            industryCode: '62.01',
          },
        })
        .expect(200)
    ).body as { calculationId: string; estimatedSubsidyEur: number };

  const connect = (tenant: TestTenant, token = TOKEN) =>
    request(t.http)
      .post('/api/v2/integrations/hubspot')
      .set(tenant.headers)
      .send({ privateAppToken: token })
      .expect(201);

  const sync = async (tenant: TestTenant, body: object) => {
    const started = await request(t.http)
      .post('/api/v2/integrations/hubspot/sync')
      .set(tenant.headers)
      .send(body)
      .expect(202);
    return eventually(async () => {
      const res = await request(t.http)
        .get(`/api/v2/integrations/hubspot/sync/${started.body.id}`)
        .set(tenant.headers)
        .expect(200);
      return ['queued', 'running'].includes(res.body.status) ? undefined : (res.body as Run);
    }, 30_000);
  };

  it('upserts companies and deals by our unique properties, associates them, and updates on the second run', async () => {
    const tenant = await t.tenants.create();
    const connected = await connect(tenant);
    expect(JSON.stringify(connected.body)).not.toContain('4444-5555');
    const [c1, c2] = [await calculate(tenant, 12), await calculate(tenant, 30)];
    const body = {
      companies: [
        { ref: 'kunde-1', name: 'Muster GmbH', domain: 'muster.de', calculationIds: [c1.calculationId] },
        { ref: 'kunde-2', name: 'Beispiel AG', calculationIds: [c2.calculationId] },
      ],
    };
    const first = await sync(tenant, body);
    expect(first.status).toBe('succeeded');
    expect(first.results.map((r) => `${r.objectType}:${r.key}:${r.outcome}`)).toEqual([
      'company:kunde-1:created',
      'company:kunde-2:created',
      `deal:${c1.calculationId}:created`,
      `deal:${c2.calculationId}:created`,
      `association:${c1.calculationId}:associated`,
      `association:${c2.calculationId}:associated`,
    ]);
    const deal = hubspot.objects.deals.get(c1.calculationId)!;
    const program = await request(t.http)
      .get('/api/v1/programs/bafa-foerderung-unternehmensberatungen-kmu')
      .set(tenant.headers)
      .expect(200);
    // The deal is named for people reading the CRM: the program's name, not its slug.
    expect(deal.properties.dealname).toBe(`${program.body.name as string} – Muster GmbH`);
    expect(deal.properties).toMatchObject({
      amount: c1.estimatedSubsidyEur.toFixed(2),
      dealstage: 'qualifiedtobuy',
      pipeline: 'default',
    });
    expect(hubspot.associations).toContainEqual({
      dealId: deal.id,
      companyId: hubspot.objects.companies.get('kunde-1')!.id,
    });
    const second = await sync(tenant, body);
    expect(second.results.filter((r) => r.objectType !== 'association').map((r) => r.outcome)).toEqual([
      'updated',
      'updated',
      'updated',
      'updated',
    ]);
  });

  it('plans without a request in a dry run, and leaves out calculations before `since` or unknown', async () => {
    const tenant = await t.tenants.create();
    await connect(tenant);
    const calc = await calculate(tenant, 5);
    const before = hubspot.requests.length;
    const run = await sync(tenant, {
      dryRun: true,
      since: '2000-01-01T00:00:00Z',
      companies: [
        {
          ref: 'plan-1',
          name: 'Plan GmbH',
          calculationIds: [calc.calculationId, '00000000-0000-4000-8000-000000000000'],
        },
      ],
    });
    expect(hubspot.requests.length).toBe(before);
    expect(run.results.map((r) => r.outcome).sort()).toEqual(['skipped', 'would_upsert', 'would_upsert']);
    const later = await sync(tenant, {
      dryRun: true,
      since: '2999-01-01T00:00:00Z',
      companies: [{ ref: 'plan-1', name: 'Plan GmbH', calculationIds: [calc.calculationId] }],
    });
    expect(later.results.find((r) => r.objectType === 'deal')?.outcome).toBe('skipped');
  });

  it('reports a partial failure (207) per record, and a refused token (401) for every record', async () => {
    const tenant = await t.tenants.create();
    await connect(tenant);
    const calc = await calculate(tenant, 8);
    const run = await sync(tenant, {
      companies: [
        { ref: 'gut-1', name: 'Gut GmbH', calculationIds: [] },
        {
          ref: 'schlecht-1',
          name: 'Schlecht GmbH',
          domain: 'schlecht.invalid',
          calculationIds: [calc.calculationId],
        },
      ],
    });
    expect(run.status).toBe('partial');
    expect(run.results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'gut-1', outcome: 'created' }),
        expect.objectContaining({
          key: 'schlecht-1',
          outcome: 'failed',
          message: expect.stringContaining('domain'),
        }),
        expect.objectContaining({ key: calc.calculationId, outcome: 'skipped' }),
      ]),
    );
    // Every record failed (the company refused, so its deal could not go): the run failed, not `partial`.
    const allBad = await sync(tenant, {
      companies: [
        {
          ref: 'schlecht-2',
          name: 'Schlecht2 GmbH',
          domain: 'schlecht.invalid',
          calculationIds: [calc.calculationId],
        },
      ],
    });
    expect(allBad.results.map((r) => r.outcome)).toEqual(['failed', 'skipped']);
    expect(allBad.status).toBe('failed');
    const wrong = await t.tenants.create();
    await connect(wrong, 'pat-eu1-99999999-0000-0000-0000-000000000000');
    const refused = await sync(wrong, { companies: [{ ref: 'x-1', name: 'X', calculationIds: [] }] });
    expect(refused.status).toBe('failed');
    expect(refused.results[0]!.message).toMatch(/^HubSpot 401/);
  });

  it('retries a 429 after HubSpot’s delay', async () => {
    const tenant = await t.tenants.create();
    await connect(tenant);
    hubspot.answerNext(HubspotFake.secondlyLimit());
    const run = await sync(tenant, {
      companies: [{ ref: 'eilig-1', name: 'Eilig GmbH', calculationIds: [] }],
    });
    expect(run.status).toBe('succeeded');
    expect(hubspot.requests.slice(-2).map((r) => r.status)).toEqual([429, 200]);
  });

  /**
   * The burst clients' request time limit. 3 s was once too short in .ci/run on the loaded machine: a request
   * that timed out was sent again (the client retries a timeout), and the fake counted 16 requests, not 12.
   */
  const BURST_TIMEOUT_MS = 20_000;

  /** Six single-record upserts from each client at once; the fake records what reached it. */
  const burst = (clients: HubspotHttpClient[]) =>
    Promise.all(
      clients.flatMap((client, n) =>
        Array.from({ length: 6 }, (_, i) =>
          client.upsert(TOKEN, 'companies', [
            {
              idProperty: 'fm_company_ref',
              id: `burst-${n}-${i}`,
              properties: { name: `B ${n}-${i}`, fm_company_ref: `burst-${n}-${i}` },
            },
          ]),
        ),
      ),
    );

  it('holds the window with two instances that share nothing but Redis', async () => {
    const [tenant, other] = [await t.tenants.create(), await t.tenants.create()];
    // Two instances' worth of limiter (each its own connection) and client: their only common state is Redis.
    const limiters = [1, 2].map(() =>
      RedisHubspotRateLimiter.connect(REDIS_URL, WINDOW.max, WINDOW.windowMs),
    );
    const clients = limiters.map(
      (limiter) =>
        new HubspotHttpClient(
          guardedHubspotTransport({
            baseUrl: hubspot.origin,
            timeoutMs: BURST_TIMEOUT_MS,
            allowPrivateAddresses: true,
          }),
          limiter,
          tenant.tenantId,
        ),
    );
    try {
      // The earlier tests' requests (same token) must be out of the fake's window first. The window is wall-clock
      // time in the fake: no event says it has passed, so this waits for the time itself.
      await new Promise((r) => setTimeout(r, WINDOW.windowMs + 300));
      const from = hubspot.requests.length;
      const limitedBefore = hubspot.rateLimited;
      hubspot.maxInWindow = 0;
      await burst(clients);
      expect(hubspot.requests.length - from).toBe(12);
      expect(hubspot.maxInWindow).toBeLessThanOrEqual(WINDOW.max);
      expect(hubspot.rateLimited).toBe(limitedBefore);
      const span = hubspot.requests[hubspot.requests.length - 1]!.at - hubspot.requests[from]!.at;
      expect(span).toBeGreaterThanOrEqual(2 * WINDOW.windowMs);

      // The slots are the tenant's alone, and leave Redis one window (plus the margin) after the last one.
      const redis = new Redis(REDIS_URL);
      try {
        const ttl = await redis.pttl(hubspotRateKey(tenant.tenantId));
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(WINDOW.windowMs + 250);
        expect(await redis.zcard(hubspotRateKey(tenant.tenantId))).toBeLessThanOrEqual(WINDOW.max);
        expect(await redis.exists(hubspotRateKey(other.tenantId))).toBe(0);
        // This tenant's full window holds no other tenant back: four slots at once, without waiting.
        const started = Date.now();
        await Promise.all(Array.from({ length: WINDOW.max }, () => limiters[0]!.acquire(other.tenantId)));
        expect(Date.now() - started).toBeLessThan(WINDOW.windowMs / 2);
        await redis.del(hubspotRateKey(other.tenantId));
      } finally {
        redis.disconnect();
      }
    } finally {
      await Promise.all(limiters.map((l) => l.onApplicationShutdown()));
    }
  });

  it('holds the window with two instances that share nothing but the database', async () => {
    const tenant = await t.tenants.create();
    const tenantTx = t.app.get(TenantTransaction);
    // Without REDIS_URL (this app's configuration) the app itself holds the window in the database.
    expect(t.app.get(HubspotRateLimiter)).toBeInstanceOf(PostgresHubspotRateLimiter);
    // Two instances' worth of limiter and client: their only common state is the database's slot table.
    const clients = [1, 2].map(
      () =>
        new HubspotHttpClient(
          guardedHubspotTransport({
            baseUrl: hubspot.origin,
            timeoutMs: BURST_TIMEOUT_MS,
            allowPrivateAddresses: true,
          }),
          new PostgresHubspotRateLimiter(tenantTx, WINDOW.max, WINDOW.windowMs),
          tenant.tenantId,
        ),
    );
    // The earlier tests' requests (same token) must be out of the fake's window first. The window is wall-clock
    // time in the fake: no event says it has passed, so this waits for the time itself.
    await new Promise((r) => setTimeout(r, WINDOW.windowMs + 300));
    const from = hubspot.requests.length;
    const limitedBefore = hubspot.rateLimited;
    hubspot.maxInWindow = 0;
    await burst(clients);
    expect(hubspot.requests.length - from).toBe(12);
    expect(hubspot.maxInWindow).toBeLessThanOrEqual(WINDOW.max);
    expect(hubspot.rateLimited).toBe(limitedBefore);
    // 12 requests at 4 per second take at least two further windows.
    const span = hubspot.requests[hubspot.requests.length - 1]!.at - hubspot.requests[from]!.at;
    expect(span).toBeGreaterThanOrEqual(2 * WINDOW.windowMs);
  });

  const erase = async (tenant: TestTenant, value: string) => {
    const res = await request(t.http)
      .post('/api/v2/dsgvo/erase')
      .set(tenant.headers)
      .send({ subject: { identifier: 'external_id', value } })
      .expect(202);
    return eventually(async () => {
      const r = await request(t.http).get(`/api/v2/dsgvo/requests/${res.body.id}`).set(tenant.headers);
      return ['completed', 'partially_completed'].includes(r.body.status) ? r.body : undefined;
    }, 30_000);
  };
  const mappings = (tenant: TestTenant, ref: string) =>
    t.app.get(TenantTransaction).query<{ object_type: string; hubspot_id: string }[]>(
      tenant.tenantId,
      `SELECT object_type, hubspot_id FROM hubspot_objects WHERE tenant_id = $1 AND company_ref = $2
         ORDER BY object_type`,
      [tenant.tenantId, ref],
    );

  it('an erasure by the company’s ref deletes its company and deals at HubSpot, with a receipt; tenant B keeps its mapping', async () => {
    const a = await t.tenants.create();
    const b = await t.tenants.create();
    await connect(a);
    await connect(b);
    const [calcA, calcB] = [await calculate(a, 1), await calculate(b, 1)];
    // A sole trader: the company is the person, known to both tenants by the same key of theirs.
    const ref = `einzel-${Date.now()}`;
    const company = { ref, name: 'Erika Mustermann IT-Beratung', domain: 'mustermann-it.de' };
    await sync(a, { companies: [{ ...company, calculationIds: [calcA.calculationId] }] });
    await sync(b, { companies: [{ ...company, calculationIds: [calcB.calculationId] }] });
    const companyId = hubspot.objects.companies.get(ref)!.id;
    const dealA = hubspot.objects.deals.get(calcA.calculationId)!.id;
    const dealB = hubspot.objects.deals.get(calcB.calculationId)!.id;
    expect(await mappings(a, ref)).toEqual([
      { object_type: 'companies', hubspot_id: companyId },
      { object_type: 'deals', hubspot_id: dealA },
    ]);
    const from = hubspot.requests.length;

    const done = await erase(a, ref);
    expect(done.status).toBe('completed');
    expect(done.erasure.external).toEqual([
      expect.objectContaining({
        system: 'hubspot',
        objectType: 'companies',
        objects: 1,
        action: 'deletion_queued',
      }),
      expect.objectContaining({
        system: 'hubspot',
        objectType: 'deals',
        objects: 1,
        action: 'deletion_queued',
      }),
    ]);
    expect(done.erasure.erased).toContainEqual(
      expect.objectContaining({ table: 'hubspot_objects', action: 'delete', rows: 2 }),
    );
    const deletes = await eventually(async () => {
      const d = hubspot.requests.slice(from).filter((r) => r.method === 'DELETE');
      return d.length >= 2 ? d : undefined;
    }, 30_000);
    // The deal first (it names the company), each by HubSpot's archive endpoint with the tenant's token.
    expect(deletes.map((r) => `${r.url} ${r.status}`)).toEqual([
      `/crm/v3/objects/deals/${dealA} 204`,
      `/crm/v3/objects/companies/${companyId} 204`,
    ]);
    expect(deletes.every((r) => r.headers.authorization === `Bearer ${TOKEN}` && r.body === '')).toBe(true);
    expect(await mappings(a, ref)).toEqual([]);
    // Tenant B: its deal stays at HubSpot and its mapping stays here. (The fake is one portal for both
    // tenants' token, so the company object itself was shared there; in production each has its own portal.)
    expect(hubspot.objects.deals.get(calcB.calculationId)?.id).toBe(dealB);
    expect(await mappings(b, ref)).toEqual([
      { object_type: 'companies', hubspot_id: companyId },
      { object_type: 'deals', hubspot_id: dealB },
    ]);
  });

  it('says in the receipt when HubSpot can no longer be reached for an erasure, and calls nothing', async () => {
    const tenant = await t.tenants.create();
    await connect(tenant);
    const ref = `getrennt-${Date.now()}`;
    await sync(tenant, { companies: [{ ref, name: 'Max Muster e. K.', calculationIds: [] }] });
    await request(t.http).delete('/api/v2/integrations/hubspot').set(tenant.headers).expect(204);
    const from = hubspot.requests.length;
    const done = await erase(tenant, ref);
    expect(done.status).toBe('partially_completed');
    expect(done.erasure.external).toEqual([
      expect.objectContaining({ objectType: 'companies', objects: 1, action: 'not_possible' }),
    ]);
    expect(done.erasure.external[0].note).toMatch(/selbst löschen/);
    // A DELETE at HubSpot would be made by an erasure job of the tenant.
    await queuesIdle(t.app, ['integrations-hubspot-erasure'], { data: { tenantId: tenant.tenantId } });
    expect(hubspot.requests.slice(from).filter((r) => r.method === 'DELETE')).toEqual([]);
  });

  it('keeps runs and connections per tenant; the Free plan has no CRM sync', async () => {
    const owner = await t.tenants.create();
    const other = await t.tenants.create();
    await connect(owner);
    const run = await sync(owner, {
      dryRun: true,
      companies: [{ ref: 'iso-1', name: 'Iso GmbH', calculationIds: [] }],
    });
    await request(t.http).get(`/api/v2/integrations/hubspot/sync/${run.id}`).set(other.headers).expect(404);
    expect(
      (await request(t.http).get('/api/v2/integrations/hubspot').set(other.headers).expect(200)).body
        .connected,
    ).toBe(false);
    await request(t.http).delete('/api/v2/integrations/hubspot').set(other.headers).expect(404);
    const notConnected = await request(t.http)
      .post('/api/v2/integrations/hubspot/sync')
      .set(other.headers)
      .send({ companies: [{ ref: 'a', name: 'A', calculationIds: [] }] })
      .expect(409);
    expect(notConnected.body.code).toBe('HUBSPOT_NOT_CONNECTED');
    await request(t.http).delete('/api/v2/integrations/hubspot').set(owner.headers).expect(204);
    const free = await t.tenants.create({ plan: 'free' });
    const refused = await request(t.http)
      .post('/api/v2/integrations/hubspot/sync')
      .set(free.headers)
      .send({ companies: [{ ref: 'a', name: 'A', calculationIds: [] }] })
      .expect(403);
    expect(refused.body.code).toBe('CRM_SYNC_NOT_IN_PLAN');
  });
});
