import request from 'supertest';
import { FixedClock, type TenantId } from '@libs/shared';
import { decodeJwt } from 'jose';
import { ApiKeyRepository } from '../../apps/api/src/access/application/api-key-repository.port';
import { createTestApp, testConfig, type TestApp } from '../support/test-app';
import type { TestTenant } from '../support/test-tenants';

const PROGRAMS = '/api/v1/programs?limit=1';
const CLIENTS = '/api/v2/developer/oauth-clients';
const SANDBOX_TOKEN = '/api/v2/developer/sandbox-token';
const QUOTA = '/api/v2/developer/quota';
const UNAUTHORIZED = JSON.stringify({
  error: 'Nicht authentifiziert: API-Schlüssel fehlt oder ist ungültig.',
  code: 'UNAUTHORIZED',
});
const SANDBOX_FORBIDDEN = {
  error:
    'Ein Sandbox-Zugang kann keine Tokens ausstellen und keine Schlüssel oder OAuth-Clients anlegen oder widerrufen.',
  code: 'SANDBOX_CREDENTIAL_FORBIDDEN',
};

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

/** Supertest sends an array value as that many header lines (Node's client does). */
type MultiHeader = { set(name: string, value: string[]): unknown };
const repeated = <T>(req: T, name: string, values: string[]): T => {
  (req as unknown as MultiHeader).set(name, values);
  return req;
};

describe('credentials that end (ADR 0009)', () => {
  const clock = new FixedClock(new Date('2026-04-14T09:00:00Z'));
  let t: TestApp;
  // Revocation cache off: a revocation made anywhere holds on the next call.
  beforeAll(async () => {
    t = await createTestApp({ clock, auth: { ...testConfig().auth, revocationCacheSeconds: 0 } });
  });
  afterAll(async () => t?.close());
  // Every test in a second of its own: the burst limits of one test never reach into the next.
  beforeEach(() => clock.set(new Date(clock.now().getTime() + 1000)));
  const tick = () => clock.set(new Date(clock.now().getTime() + 1000));

  const sandboxTokenOf = async (headers: Record<string, string>) =>
    (await request(t.http).post(SANDBOX_TOKEN).set(headers).expect(200)).body.access_token as string;
  const createClient = async (headers: Record<string, string>) =>
    (await request(t.http).post(CLIENTS).set(headers).send({ name: 'integration' }).expect(201)).body as {
      id: string;
      clientId: string;
      clientSecret: string;
    };
  const clientToken = async (client: { clientId: string; clientSecret: string }) =>
    (
      await request(t.http)
        .post('/api/v1/oauth/token')
        .set('authorization', basic(client.clientId, client.clientSecret))
        .type('form')
        .send({ grant_type: 'client_credentials' })
        .expect(200)
    ).body.access_token as string;
  /**
   * 401 with the spec's body. A revocation made behind this instance's back (straight in the database, as the
   * CLI or another instance would) reaches it by the database's notification (ADR 0012), which on a server
   * takes a moment: `within1s` polls for it up to the promised second.
   */
  const expectRefused = async (headers: Record<string, string>, within1s = false) => {
    const deadline = Date.now() + (within1s ? 1000 : 0);
    let res = await request(t.http).get(PROGRAMS).set(headers);
    while (res.status !== 401 && Date.now() < deadline)
      res = await request(t.http).get(PROGRAMS).set(headers);
    expect(res.status).toBe(401);
    expect(res.text).toBe(UNAUTHORIZED);
    expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
  };

  describe('the revocation chain', () => {
    it('refuses a sandbox token, and whatever it tried to mint, once the key that minted it is revoked', async () => {
      const tenant = await t.tenants.create({ plan: 'developer' });
      const token = await sandboxTokenOf(tenant.headers);
      expect(decodeJwt(token)).toMatchObject({ sbx: true, crd: `key:${tenant.keyId}`, tid: tenant.tenantId });
      await request(t.http).get(PROGRAMS).set(bearer(token)).expect(200);
      // The token cannot extend the chain: no token, no client minted from it.
      expect((await request(t.http).post(SANDBOX_TOKEN).set(bearer(token)).expect(403)).body).toEqual(
        SANDBOX_FORBIDDEN,
      );
      await request(t.http).post(CLIENTS).set(bearer(token)).send({ name: 'escape' }).expect(403);
      expect((await request(t.http).get(CLIENTS).set(tenant.headers).expect(200)).body.items).toEqual([]);

      // Revoked as the CLI or another instance would: straight in the database.
      await t.app.get(ApiKeyRepository).revoke(tenant.tenantId, tenant.keyId, clock.now());
      await expectRefused(tenant.headers, true);
      await expectRefused(bearer(token), true);
    });

    it("refuses an OAuth client's tokens, and the sandbox tokens they minted, once the client is revoked", async () => {
      const tenant = await t.tenants.create({ plan: 'developer' });
      const client = await createClient(tenant.headers);
      const live = await clientToken(client);
      expect(decodeJwt(live)).toMatchObject({ crd: `client:${client.id}`, sub: client.clientId });
      // A live token may mint a sandbox token; it names the root credential, the client.
      const sandbox = await sandboxTokenOf(bearer(live));
      expect(decodeJwt(sandbox)).toMatchObject({ sbx: true, crd: `client:${client.id}` });
      await request(t.http).get(PROGRAMS).set(bearer(live)).expect(200);
      await request(t.http).get(PROGRAMS).set(bearer(sandbox)).expect(200);

      await request(t.http).delete(`${CLIENTS}/${client.id}`).set(tenant.headers).expect(204);
      await expectRefused(bearer(live));
      await expectRefused(bearer(sandbox));
      const again = await request(t.http)
        .post('/api/v1/oauth/token')
        .set('authorization', basic(client.clientId, client.clientSecret))
        .type('form')
        .send({ grant_type: 'client_credentials' })
        .expect(401);
      expect(again.body.code).toBe('INVALID_CLIENT');
      // The key that created the client is not affected.
      await request(t.http).get(PROGRAMS).set(tenant.headers).expect(200);
    });

    it("ignores a revocation in another tenant's name (tenant isolation)", async () => {
      const a = await t.tenants.create({ plan: 'developer' });
      const b = await t.tenants.create({ plan: 'developer' });
      const tokenOfA = await sandboxTokenOf(a.headers);
      await t.app.get(ApiKeyRepository).revoke(b.tenantId, a.keyId, clock.now()); // wrong tenant: no effect
      await request(t.http).get(PROGRAMS).set(bearer(tokenOfA)).expect(200);
    });
  });

  describe('sandbox credentials manage no credentials', () => {
    let live: TestTenant;
    let sandboxTenant: TestTenant;
    let client: { id: string };
    beforeAll(async () => {
      live = await t.tenants.create({ plan: 'scale', scopes: ['api', 'admin'] });
      sandboxTenant = await t.tenants.create({ plan: 'scale', sandbox: true, scopes: ['api', 'admin'] });
      client = await createClient(live.headers);
    });

    // A sandbox token carries no admin scope, so the client routes refuse it for that first; an fm_test_ key
    // with the admin scope reaches the sandbox rule itself.
    it.each<[string, () => Promise<Record<string, string>>, string]>([
      ['a sandbox token', async () => bearer(await sandboxTokenOf(live.headers)), 'INSUFFICIENT_SCOPE'],
      ['an fm_test_ key of a sandbox tenant', async () => sandboxTenant.headers, SANDBOX_FORBIDDEN.code],
    ])('%s: 403 to mint, create or revoke', async (_, credential, clientRoutesCode) => {
      const headers = await credential();
      const quota = await request(t.http).get(QUOTA).set(headers).expect(200);
      expect(quota.body).toMatchObject({ sandbox: true, limit: 50_000 });
      const mint = await request(t.http).post(SANDBOX_TOKEN).set(headers).expect(403);
      expect(mint.body).toEqual(SANDBOX_FORBIDDEN);
      for (const res of [
        await request(t.http).post(CLIENTS).set(headers).send({ name: 'x' }).expect(403),
        await request(t.http).delete(`${CLIENTS}/${client.id}`).set(headers).expect(403),
      ])
        expect(res.body.code).toBe(clientRoutesCode);
      const clients = await request(t.http).get(CLIENTS).set(live.headers).expect(200);
      expect(clients.body.items).toEqual([expect.objectContaining({ id: client.id, revokedAt: null })]);
    });
  });

  describe('duplicate credential headers', () => {
    const DUPLICATE = {
      error: 'Authorization oder X-API-Key ist mehrfach angegeben: bitte jeden Header nur einmal senden.',
      code: 'DUPLICATE_CREDENTIAL_HEADER',
    };
    let tenant: TestTenant;
    let other: TestTenant;
    beforeAll(async () => {
      tenant = await t.tenants.create({ plan: 'scale' });
      other = await t.tenants.create({ plan: 'scale' });
    });

    it.each<[string, (key: string, otherKey: string) => [string, string[]]]>([
      ['two Authorization headers', (k, o) => ['authorization', [`Bearer ${k}`, `Bearer ${o}`]]],
      ['two Authorization headers with one value', (k) => ['authorization', [`Bearer ${k}`, `Bearer ${k}`]]],
      ['two X-API-Key headers', (k, o) => ['x-api-key', [k, o]]],
      ['two X-API-Key headers with one value', (k) => ['x-api-key', [k, k]]],
    ])('%s: 400, whichever comes first', async (_, headers) => {
      const [name, values] = headers(tenant.key, other.key);
      const res = await repeated(request(t.http).get(PROGRAMS), name, values).expect(400);
      expect(res.body).toEqual(DUPLICATE);
    });

    it('still accepts one of each with the same value, and refuses two X-Tenant-Id headers', async () => {
      await request(t.http)
        .get(PROGRAMS)
        .set({ authorization: `Bearer ${tenant.key}`, 'x-api-key': tenant.key })
        .expect(200);
      const res = await repeated(request(t.http).get(PROGRAMS).set(tenant.headers), 'x-tenant-id', [
        tenant.tenantId,
        tenant.tenantId,
      ]).expect(400);
      expect(res.body.code).toBe('INVALID_TENANT_HEADER');
    });

    it('refuses two Authorization headers at the token endpoint', async () => {
      const client = await createClient(tenant.headers);
      const res = await repeated(request(t.http).post('/api/v1/oauth/token'), 'authorization', [
        basic(client.clientId, client.clientSecret),
        basic(client.clientId, 'fm_cs_wrong'),
      ])
        .type('form')
        .send({ grant_type: 'client_credentials' })
        .expect(400);
      expect(res.body).toEqual(DUPLICATE);
    });
  });

  describe('limits that more credentials do not multiply', () => {
    it('holds the burst per tenant (free: 10/s) across OAuth clients and keys', async () => {
      const free = await t.tenants.create({ plan: 'free' });
      const clients = [await createClient(free.headers), await createClient(free.headers)];
      const tokens = [await clientToken(clients[0]!), await clientToken(clients[1]!)];
      const credentials = [
        free.headers,
        { 'x-api-key': (await t.tenants.issueKey(free.tenantId)).key },
        ...tokens.map(bearer),
      ];
      tick();
      const statuses: number[] = [];
      for (const headers of credentials)
        for (let call = 0; call < 3; call++) {
          const res = await request(t.http).get(PROGRAMS).set(headers);
          statuses.push(res.status);
          if (res.status === 429)
            expect(res.body.details).toEqual({ policy: 'tenant-burst', retryAfterSeconds: 1 });
        }
      // Four credentials at 3 calls each: each under its own 5/s, together past the tenant's 10/s.
      expect(statuses.filter((s) => s === 200)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(2);
      // Another tenant is not affected.
      await request(t.http).get(PROGRAMS).set(t.headers).expect(200);
    });

    it('limits OAuth clients per tenant by plan (free: 2) with 409 OAUTH_CLIENT_LIMIT_REACHED', async () => {
      const a = await t.tenants.create({ plan: 'free' });
      const b = await t.tenants.create({ plan: 'free' });
      const first = await createClient(a.headers);
      await createClient(a.headers);
      const refused = await request(t.http).post(CLIENTS).set(a.headers).send({ name: 'third' }).expect(409);
      expect(refused.body).toEqual({
        error: 'Die Höchstzahl an OAuth-Clients des Tarifs ist erreicht.',
        code: 'OAUTH_CLIENT_LIMIT_REACHED',
        details: { plan: 'free', limit: 2 },
      });
      // Per tenant: B has its own two; a revoked client frees A's slot.
      tick();
      await createClient(b.headers);
      await request(t.http).delete(`${CLIENTS}/${first.id}`).set(a.headers).expect(204);
      await createClient(a.headers);
    });

    it('counts sandbox calls on the sandbox budget, never on the live quota', async () => {
      const free = await t.tenants.create({ plan: 'free' });
      const token = await sandboxTokenOf(free.headers); // one live call
      tick();
      const sandboxCall = await request(t.http).get(PROGRAMS).set(bearer(token)).expect(200);
      expect(sandboxCall.headers['ratelimit-policy']).toBe(
        '"burst";q=5;w=1, "tenant-burst";q=10;w=1, "monthly";q=1000',
      );
      expect(sandboxCall.headers['ratelimit']).toMatch(/, "monthly";r=999;t=\d+$/);
      await request(t.http).get(PROGRAMS).set(bearer(token)).expect(200);
      const sandboxQuota = await request(t.http).get(QUOTA).set(bearer(token)).expect(200);
      expect(sandboxQuota.body).toMatchObject({
        plan: 'free',
        sandbox: true,
        period: '2026-04',
        limit: 1000,
        used: 3,
        remaining: 997,
        burstPerSecond: 5,
        tenantBurstPerSecond: 10,
      });
      const liveQuota = await request(t.http).get(QUOTA).set(free.headers).expect(200);
      // The sandbox-token call and this one: the sandbox calls did not count.
      expect(liveQuota.body).toMatchObject({ sandbox: false, limit: 100, used: 2, remaining: 98 });
    });
  });
});

describe('the revocation cache bound (REVOCATION_CACHE_SECONDS, default 5)', () => {
  const clock = new FixedClock(new Date('2026-04-14T12:00:00Z'));
  let t: TestApp;
  let tenant: { tenantId: TenantId; keyId: string; headers: Record<string, string> };
  beforeAll(async () => {
    t = await createTestApp({ clock });
    tenant = await t.tenants.create({ plan: 'scale' });
  });
  afterAll(async () => t?.close());

  it('holds a revocation made elsewhere (announced by the database) and one made here at once', async () => {
    const token = (await request(t.http).post(SANDBOX_TOKEN).set(tenant.headers).expect(200)).body
      .access_token as string;
    await request(t.http).get(PROGRAMS).set(bearer(token)).expect(200);
    // Revoked behind this instance's back (the repository, as another instance would): the database announces
    // the change (fm_principals, ADR 0012), and the key and the token minted with it are refused without
    // waiting for the bound. On a server the notification takes a moment: each is polled up to 1 s.
    await t.app.get(ApiKeyRepository).revoke(tenant.tenantId, tenant.keyId, clock.now());
    const statusWithin1s = async (headers: Record<string, string>): Promise<number> => {
      const deadline = Date.now() + 1000;
      let status = 200;
      while (status !== 401 && Date.now() < deadline)
        status = (await request(t.http).get(PROGRAMS).set(headers)).status;
      return status;
    };
    expect(await statusWithin1s(tenant.headers)).toBe(401);
    expect(await statusWithin1s(bearer(token))).toBe(401);
    expect(clock.now()).toEqual(new Date('2026-04-14T12:00:00Z'));

    const client = await t.tenants.createOAuthClient(tenant.tenantId);
    const admin = await t.tenants.issueKey(tenant.tenantId, ['api', 'admin']);
    const live = (
      await request(t.http)
        .post('/api/v1/oauth/token')
        .send({
          grant_type: 'client_credentials',
          client_id: client.clientId,
          client_secret: client.clientSecret,
        })
        .expect(200)
    ).body.access_token as string;
    await request(t.http).get(PROGRAMS).set(bearer(live)).expect(200);
    await request(t.http).delete(`${CLIENTS}/${client.id}`).set('x-api-key', admin.key).expect(204);
    await request(t.http).get(PROGRAMS).set(bearer(live)).expect(401);
  });
});
