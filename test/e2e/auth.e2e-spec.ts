import { type TenantId } from '@libs/shared';
import request from 'supertest';
import { aProgram } from '@libs/catalogue/testing';
import { ProgramRepository } from '@libs/catalogue';
import { ApiKeyRepository } from '../../apps/api/src/access/application/api-key-repository.port';
import { TenantTransaction } from '../../apps/api/src/platform/tenancy/tenant-transaction';
import { RevokeApiKey } from '../../apps/api/src/access/application/revoke-api-key.use-case';
import { createTestApp, type TestApp } from '../support/test-app';

const PROGRAMS = '/api/v1/programs';

describe('API keys: every failure answers the same 401', () => {
  let t: TestApp;
  let revokedKey: string;
  beforeAll(async () => {
    t = await createTestApp();
    const issued = await t.tenants.issueKey(t.tenantId);
    await t.app.get(RevokeApiKey).execute(t.tenantId, issued.keyId);
    revokedKey = issued.key;
  });
  afterAll(async () => t?.close());

  const flip = (key: string) => key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A');

  it('accepts the key as X-API-Key, as Bearer, and both when equal', async () => {
    const key = t.headers['x-api-key']!;
    await request(t.http).get(PROGRAMS).set('x-api-key', key).expect(200);
    await request(t.http).get(PROGRAMS).set('authorization', `Bearer ${key}`).expect(200);
    await request(t.http)
      .get(PROGRAMS)
      .set('authorization', `bearer ${key}`)
      .set('x-api-key', key)
      .expect(200);
  });

  it('answers missing, malformed, wrong-checksum, unknown and revoked keys with one byte-identical 401', async () => {
    const key = t.headers['x-api-key']!;
    const elsewhere = await createTestApp(); // a well-formed key, unknown to this database
    const unknown = elsewhere.headers;
    await elsewhere.close();
    const cases: Record<string, string>[] = [
      {},
      { 'x-api-key': 'nonsense' },
      { 'x-api-key': flip(key) },
      { 'x-api-key': unknown['x-api-key']! },
      { 'x-api-key': revokedKey },
      { authorization: `Bearer ${revokedKey}` },
      { authorization: `Basic ${Buffer.from(`x:${key}`).toString('base64')}` },
      { authorization: 'Bearer' },
    ];
    const bodies = new Set<string>();
    for (const headers of cases) {
      const res = await request(t.http).get(PROGRAMS).set(headers).expect(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="foerdermittel-api", charset="UTF-8"');
      bodies.add(res.text);
    }
    expect([...bodies]).toEqual([
      JSON.stringify({
        error: 'Nicht authentifiziert: API-Schlüssel fehlt oder ist ungültig.',
        code: 'UNAUTHORIZED',
      }),
    ]);
  });

  it('refuses two different credentials with 400 CONFLICTING_CREDENTIALS', async () => {
    const other = await t.tenants.issueKey(t.tenantId);
    const res = await request(t.http)
      .get(PROGRAMS)
      .set('authorization', `Bearer ${t.headers['x-api-key']}`)
      .set('x-api-key', other.key)
      .expect(400);
    expect(res.body.code).toBe('CONFLICTING_CREDENTIALS');
  });

  it.each(['api_key', 'apiKey', 'access_token'])(
    'refuses a key in the query string (%s), even with a valid header',
    async (name) => {
      const key = t.headers['x-api-key']!;
      const res = await request(t.http).get(`${PROGRAMS}?${name}=${key}`).set(t.headers).expect(400);
      expect(res.body.code).toBe('CREDENTIAL_IN_QUERY');
      await request(t.http).get(`${PROGRAMS}?${name}=${key}`).expect(400);
    },
  );

  it('keeps health and the API description public', async () => {
    await request(t.http).get('/health').expect(200);
    await request(t.http).get('/health/ready').expect(200);
    await request(t.http).get('/api/openapi.json').expect(200);
  });

  it('answers an unknown route 404 without a credential, and a known one 401', async () => {
    await request(t.http).get('/api/v1/nope').expect(404);
    await request(t.http).get(`${PROGRAMS}/bund-forschungszulage`).expect(401);
  });
});

describe('tenant isolation', () => {
  let t: TestApp;
  let b: { tenantId: TenantId; headers: Record<string, string> };
  beforeAll(async () => {
    t = await createTestApp();
    b = await t.tenants.create({ plan: 'developer' });
    await t.app.get(ProgramRepository).upsert([aProgram({ id: 'b-eigenes-programm', tenantId: b.tenantId })]);
  });
  afterAll(async () => t?.close());

  it('shows B its own program, and answers A with the 404 of an unknown id', async () => {
    await request(t.http).get(`${PROGRAMS}/b-eigenes-programm`).set(b.headers).expect(200);
    const foreign = await request(t.http).get(`${PROGRAMS}/b-eigenes-programm`).set(t.headers).expect(404);
    const unknown = await request(t.http).get(`${PROGRAMS}/c-eigenes-programm`).set(t.headers).expect(404);
    expect(foreign.text.replace(/b-eigenes/g, 'x')).toBe(unknown.text.replace(/c-eigenes/g, 'x'));
    const listA = await request(t.http).get(`${PROGRAMS}?limit=100&offset=100`).set(t.headers).expect(200);
    const listB = await request(t.http).get(`${PROGRAMS}?limit=100&offset=100`).set(b.headers).expect(200);
    expect(listB.body.total).toBe(listA.body.total + 1);
    expect(listA.body.programs.map((p: { id: string }) => p.id)).not.toContain('b-eigenes-programm');
  });

  it('accepts X-Tenant-Id naming the own tenant; another tenant is 403, an empty header 400', async () => {
    await request(t.http).get(PROGRAMS).set(t.headers).set('x-tenant-id', t.tenantId).expect(200);
    await request(t.http)
      .get(PROGRAMS)
      .set(t.headers)
      .set('x-tenant-id', t.tenantId.toUpperCase())
      .expect(200);
    const other = await request(t.http)
      .get(PROGRAMS)
      .set(t.headers)
      .set('x-tenant-id', b.tenantId)
      .expect(403);
    expect(other.body).toEqual({
      error: 'Dieser Zugang gilt nicht für den angegebenen Mandanten.',
      code: 'TENANT_FORBIDDEN',
    });
    const unknown = await request(t.http)
      .get(PROGRAMS)
      .set(t.headers)
      .set('x-tenant-id', 'gibt-es-nicht')
      .expect(403);
    expect(unknown.text).toBe(other.text);
    const empty = await request(t.http).get(PROGRAMS).set(t.headers).set('x-tenant-id', '').expect(400);
    expect(empty.body.code).toBe('INVALID_TENANT_HEADER');
  });

  it('row-level security hides another tenant’s keys even from a query without a tenant filter', async () => {
    const keys = t.app.get(ApiKeyRepository);
    expect((await keys.listByTenant(b.tenantId)).map((k) => k.tenantId)).toEqual([b.tenantId]);
    const rows = await t.app
      .get(TenantTransaction)
      .run(t.tenantId, (em) => em.query('SELECT tenant_id FROM api_keys'));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r: { tenant_id: string }) => r.tenant_id === t.tenantId)).toBe(true);
  });
});
