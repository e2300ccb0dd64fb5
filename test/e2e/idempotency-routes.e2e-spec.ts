import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../support/test-app';

const WEBHOOKS = '/api/v2/developer/webhooks';

describe('Idempotency-Key on the other creating routes, and where it is ignored', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      webhooks: { allowHttp: true, allowPrivateAddresses: true },
      jobs: { workers: false },
    });
  });
  afterAll(async () => t?.close());

  const post = (path: string, key: string, payload?: object, headers = t.headers) => {
    const req = request(t.http).post(path).set(headers).set('Idempotency-Key', key);
    return payload === undefined ? req : req.send(payload);
  };
  const rows = (sql: string, params: unknown[] = []) => t.app.get(DataSource).query(sql, params);

  it('replays a created OAuth client with its secret, creates one, and stores the secret encrypted only', async () => {
    const first = await post('/api/v2/developer/oauth-clients', 'client-1', { name: 'erp' }).expect(201);
    const again = await post('/api/v2/developer/oauth-clients', 'client-1', { name: 'erp' }).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const listed = await request(t.http).get('/api/v2/developer/oauth-clients').set(t.headers).expect(200);
    expect(listed.body.items.filter((c: { name: string }) => c.name === 'erp')).toHaveLength(1);
    const [stored] = await rows(`SELECT response_body FROM idempotency_keys WHERE key = 'client-1'`);
    expect(stored.response_body).toMatch(/^v1\./);
    expect(stored.response_body).not.toContain(first.body.clientSecret);
  });

  it('replays a created webhook endpoint, and a key names one endpoint when rotating secrets', async () => {
    const payload = { url: 'http://127.0.0.1:9/hook', eventTypes: ['webhook.test'] };
    const created = await post(WEBHOOKS, 'hook-1', payload).expect(201);
    expect((await post(WEBHOOKS, 'hook-1', payload).expect(201)).body).toEqual(created.body);
    const other = await post(WEBHOOKS, 'hook-2', payload).expect(201);
    const rotated = await post(`${WEBHOOKS}/${created.body.id}/rotate-secret`, 'rotate-1').expect(200);
    const replayed = await post(`${WEBHOOKS}/${created.body.id}/rotate-secret`, 'rotate-1').expect(200);
    expect(replayed.body.secret).toBe(rotated.body.secret);
    const wrong = await post(`${WEBHOOKS}/${other.body.id}/rotate-secret`, 'rotate-1').expect(422);
    expect(wrong.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('replays a tenant created by the operator: one tenant, one first key', async () => {
    const operator = await t.tenants.create({ scopes: ['api', 'operator'] });
    const payload = { name: 'idempotent-gmbh', plan: 'free' };
    const first = await post('/api/v2/admin/tenants', 'tenant-1', payload, operator.headers).expect(201);
    const again = await post('/api/v2/admin/tenants', 'tenant-1', payload, operator.headers).expect(201);
    expect(again.body).toEqual(first.body);
    expect(await rows(`SELECT id FROM tenants WHERE name = 'idempotent-gmbh'`)).toHaveLength(1);
  });

  it('ignores the header on POST /api/v1/matches (a query) and never stores a token', async () => {
    const match = {
      profile: { employeeCount: 10, revenueEur: 1_000_000, federalState: 'BY', industryCode: '62.01' },
      limit: 1,
    };
    const one = await post('/api/v1/matches', 'match-1', match).expect(200);
    const two = await post('/api/v1/matches', 'match-1', { ...match, limit: 2 }).expect(200);
    expect(one.headers['idempotent-replayed']).toBeUndefined();
    expect(two.headers['idempotent-replayed']).toBeUndefined();
    await post('/api/v2/developer/sandbox-token', 'token-1').expect(200);
    expect(await rows(`SELECT key FROM idempotency_keys WHERE key IN ('match-1', 'token-1')`)).toEqual([]);
  });

  it('documents the header, the replay marker and 409/422 on marked operations only', async () => {
    const document = (await request(t.http).get('/api/openapi.json').expect(200)).body;
    const ref = { $ref: '#/components/parameters/IdempotencyKey' };
    const calculation = document.paths['/api/v1/calculations'].post;
    expect(calculation.parameters).toContainEqual(ref);
    expect(Object.keys(calculation.responses)).toEqual(expect.arrayContaining(['409', '422', '500']));
    expect(calculation.responses['200'].headers).toHaveProperty('Idempotent-Replayed');
    expect(document.components.parameters.IdempotencyKey).toMatchObject({
      name: 'Idempotency-Key',
      in: 'header',
    });
    expect(document.paths['/api/v1/matches'].post.parameters ?? []).not.toContainEqual(ref);
    expect(document.paths['/api/v1/oauth/token'].post.parameters ?? []).not.toContainEqual(ref);
    expect(document.info.description).toContain('IDEMPOTENCY_KEY_REUSED');
  });
});
