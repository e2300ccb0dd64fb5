import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../support/test-app';

const KEYS = '/api/v2/developer/api-keys';

describe('developer portal: API keys over the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('creates a key shown once, lists it by prefix and last four, and the key works', async () => {
    const created = await request(t.http)
      .post(KEYS)
      .set(t.headers)
      .send({ name: 'CRM', scopes: ['api'] })
      .expect(201);
    expect(created.body).toMatchObject({ name: 'CRM', scopes: ['api'], sandbox: false, revokedAt: null });
    expect(created.body.apiKey).toMatch(/^fm_live_/);
    expect(created.body.prefix).toBe(created.body.apiKey.slice(0, 8));
    expect(created.body.last4).toBe(created.body.apiKey.slice(-4));
    expect(created.body.lastUsedOn).toBeNull();
    await request(t.http).get('/api/v1/programs').set('x-api-key', created.body.apiKey).expect(200);
    const list = await request(t.http).get(KEYS).set(t.headers).expect(200);
    const listed = list.body.items.find((k: { id: string }) => k.id === created.body.id);
    expect(listed).toMatchObject({ prefix: created.body.prefix, last4: created.body.last4 });
    expect(listed.lastUsedOn).toBe(new Date().toISOString().slice(0, 10));
    expect(JSON.stringify(list.body)).not.toContain(created.body.apiKey);
  });

  it('makes sandbox keys on request', async () => {
    const created = await request(t.http)
      .post(KEYS)
      .set(t.headers)
      .send({ name: 's', sandbox: true })
      .expect(201);
    expect(created.body).toMatchObject({ sandbox: true, prefix: 'fm_test_' });
  });

  it('refuses scopes beyond the creating credential (403, German) and unknown scopes (400)', async () => {
    const res = await request(t.http)
      .post(KEYS)
      .set(t.headers)
      .send({ name: 'x', scopes: ['operator'] })
      .expect(403);
    expect(res.body).toMatchObject({ code: 'SCOPE_NOT_GRANTED' });
    expect(res.body.error).toMatch(/Berechtigungen/);
    await request(t.http)
      .post(KEYS)
      .set(t.headers)
      .send({ name: 'x', scopes: ['root'] })
      .expect(400);
  });

  it('needs the admin scope', async () => {
    const plain = await t.tenants.issueKey(t.tenantId, ['api']);
    const res = await request(t.http).get(KEYS).set('x-api-key', plain.key).expect(403);
    expect(res.body.code).toBe('INSUFFICIENT_SCOPE');
    await request(t.http).post(KEYS).set('x-api-key', plain.key).send({ name: 'x' }).expect(403);
  });

  it('revokes a key: the next request with it is refused (401), the list marks it revoked', async () => {
    const created = await request(t.http).post(KEYS).set(t.headers).send({ name: 'gone' }).expect(201);
    await request(t.http).get('/api/v1/programs').set('x-api-key', created.body.apiKey).expect(200);
    await request(t.http).delete(`${KEYS}/${created.body.id}`).set(t.headers).expect(204);
    await request(t.http).get('/api/v1/programs').set('x-api-key', created.body.apiKey).expect(401);
    await request(t.http).delete(`${KEYS}/${created.body.id}`).set(t.headers).expect(404);
    const list = await request(t.http).get(KEYS).set(t.headers).expect(200);
    const listed = list.body.items.find((k: { id: string }) => k.id === created.body.id);
    expect(listed.revokedAt).not.toBeNull();
  });

  it('stops at the plan number of active keys (409), counting the first key', async () => {
    const free = await t.tenants.create({ plan: 'free' });
    await request(t.http).post(KEYS).set(free.headers).send({ name: 'two' }).expect(201);
    await request(t.http).post(KEYS).set(free.headers).send({ name: 'three' }).expect(201);
    const full = await request(t.http).post(KEYS).set(free.headers).send({ name: 'four' }).expect(409);
    expect(full.body.code).toBe('API_KEY_LIMIT_REACHED');
  });

  it('writes the last use at most once a day per key', async () => {
    const created = await request(t.http).post(KEYS).set(t.headers).send({ name: 'busy' }).expect(201);
    for (let i = 0; i < 3; i++)
      await request(t.http).get('/api/v1/programs').set('x-api-key', created.body.apiKey).expect(200);
    const [row] = await t.app
      .get(DataSource)
      .query(`SELECT last_used_at FROM api_keys WHERE id = $1`, [created.body.id]);
    expect(new Date(row.last_used_at).toISOString()).toBe(
      `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`,
    );
  });
});
