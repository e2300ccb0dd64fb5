import { type TenantId } from '@libs/shared';
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';

const CLIENTS = '/api/v2/developer/oauth-clients';

describe('developer portal: OAuth clients, quota, admin scope', () => {
  let t: TestApp;
  let b: { tenantId: TenantId; headers: Record<string, string> };
  beforeAll(async () => {
    t = await createTestApp();
    b = await t.tenants.create({ plan: 'developer' });
  });
  afterAll(async () => t?.close());

  it('creates a client whose secret is shown once, and lists it without the secret', async () => {
    const created = await request(t.http).post(CLIENTS).set(t.headers).send({ name: 'CRM' }).expect(201);
    expect(created.body).toMatchObject({ name: 'CRM', scopes: ['api'], revokedAt: null });
    expect(created.body.clientSecret).toMatch(/^fm_cs_[0-9A-Za-z]{38}$/);
    const list = await request(t.http).get(CLIENTS).set(t.headers).expect(200);
    expect(list.body.items.map((c: { id: string }) => c.id)).toContain(created.body.id);
    expect(JSON.stringify(list.body)).not.toContain(created.body.clientSecret);
  });

  it('never lets a credential hand out a scope it lacks (a tenant admin cannot make an operator)', async () => {
    const res = await request(t.http)
      .post(CLIENTS)
      .set(t.headers)
      .send({ name: 'x', scopes: ['operator'] })
      .expect(403);
    expect(res.body.code).toBe('SCOPE_NOT_GRANTED');
    await request(t.http)
      .post(CLIENTS)
      .set(t.headers)
      .send({ name: 'x', scopes: ['root'] })
      .expect(400);
  });

  it("isolates tenants: B neither sees nor revokes A's client (404 identical to an unknown id)", async () => {
    const a = await request(t.http).post(CLIENTS).set(t.headers).send({ name: 'A only' }).expect(201);
    const listB = await request(t.http).get(CLIENTS).set(b.headers).expect(200);
    expect(listB.body.items).toEqual([]);
    const foreign = await request(t.http).delete(`${CLIENTS}/${a.body.id}`).set(b.headers).expect(404);
    const unknownId = '00000000-0000-4000-8000-0000000000ee';
    const unknown = await request(t.http).delete(`${CLIENTS}/${unknownId}`).set(b.headers).expect(404);
    expect(foreign.text.replace(a.body.id, 'ID')).toBe(unknown.text.replace(unknownId, 'ID'));
    await request(t.http)
      .delete(`${CLIENTS}/${a.body.id}`)
      .set(t.headers)
      .set('x-tenant-id', b.tenantId)
      .expect(403);
    await request(t.http).delete(`${CLIENTS}/${a.body.id}`).set(t.headers).expect(204);
    const token = await request(t.http)
      .post('/api/v1/oauth/token')
      .send({
        grant_type: 'client_credentials',
        client_id: a.body.clientId,
        client_secret: a.body.clientSecret,
      })
      .expect(401);
    expect(token.body.code).toBe('INVALID_CLIENT');
  });

  it('shows plan, used, remaining and reset of the UTC month', async () => {
    const res = await request(t.http).get('/api/v2/developer/quota').set(b.headers).expect(200);
    expect(res.body).toMatchObject({ plan: 'developer', limit: 10000, burstPerSecond: 10 });
    expect(res.body.used).toBeGreaterThanOrEqual(1);
    expect(res.body.remaining).toBe(10000 - res.body.used);
    expect(res.body.resetAt).toMatch(/^\d{4}-\d{2}-01T00:00:00\.000Z$/);
    const own = await request(t.http).get('/api/v2/developer/quota').set(t.headers).expect(200);
    expect(own.body).toMatchObject({ plan: 'unlimited', limit: null, remaining: null });
  });

  it("lets only an operator credential create tenants, not a tenant's own admin", async () => {
    const denied = await request(t.http)
      .post('/api/v2/admin/tenants')
      .set(t.headers)
      .send({ name: 'acme', plan: 'free' })
      .expect(403);
    expect(denied.body).toEqual({
      error: 'Dem Zugang fehlt die nötige Berechtigung (Scope).',
      code: 'INSUFFICIENT_SCOPE',
    });
    const tenantAdmin = await t.tenants.create({ scopes: ['api', 'admin'] });
    await request(t.http)
      .post('/api/v2/admin/tenants')
      .set(tenantAdmin.headers)
      .send({ name: 'acme', plan: 'free' })
      .expect(403);
    const operator = await t.tenants.create({ scopes: ['api', 'admin', 'operator'] });
    const created = await request(t.http)
      .post('/api/v2/admin/tenants')
      .set(operator.headers)
      .send({ name: 'acme', plan: 'free' })
      .expect(201);
    expect(created.body).toMatchObject({ name: 'acme', plan: 'free', sandbox: false });
    expect(created.body.apiKey).toMatch(/^fm_live_/);
    await request(t.http).get('/api/v1/programs').set('x-api-key', created.body.apiKey).expect(200);
  });
});
