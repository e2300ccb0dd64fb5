import request from 'supertest';
import { TenantTransaction } from '../../apps/api/src/platform/tenancy/tenant-transaction';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestTenant } from '../support/test-tenants';

const ADMIN = '/api/v2/admin/feature-flags';

describe('feature flags over HTTP (admin, history, evaluation)', () => {
  let t: TestApp;
  let operator: TestTenant;
  let tenantAdmin: TestTenant;
  let freeTenant: TestTenant;

  beforeAll(async () => {
    // Job workers stay off: the endpoint only makes the outbox keep the events, nothing is delivered.
    t = await createTestApp({ webhooks: { allowHttp: true, allowPrivateAddresses: true } });
    operator = await t.tenants.create({ plan: 'unlimited', scopes: ['api', 'admin', 'operator'] });
    await request(t.http)
      .post('/api/v2/developer/webhooks')
      .set(operator.headers)
      .send({ url: 'http://127.0.0.1:9/flags', eventTypes: ['feature_flag.updated'] })
      .expect(201);
    tenantAdmin = await t.tenants.create({ plan: 'scale', scopes: ['api', 'admin'] });
    freeTenant = await t.tenants.create({ plan: 'free' });
  });
  afterAll(async () => t?.close());

  const asOperator = () => ({ ...operator.headers });

  it('creates, reads, changes with If-Match, refuses a stale version, and keeps a history with diffs', async () => {
    const created = await request(t.http)
      .post(ADMIN)
      .set(asOperator())
      .send({
        key: 'e2e-video',
        type: 'boolean',
        enabled: true,
        description: 'Videos für bezahlte Tarife',
        strategies: [
          {
            constraints: [{ contextName: 'plan', operator: 'IN', values: ['scale', 'unlimited'] }],
            rollout: 100,
          },
        ],
        reason: 'Einführung',
      })
      .expect(201);
    expect(created.headers.etag).toBe('"1"');
    expect(created.body).toMatchObject({
      key: 'e2e-video',
      version: 1,
      state: 'active',
      stale: false,
      defaultVariant: 'off',
    });

    await request(t.http).get(`${ADMIN}/e2e-video`).set(asOperator()).expect(200).expect('etag', '"1"');

    const patched = await request(t.http)
      .patch(`${ADMIN}/e2e-video`)
      .set({ ...asOperator(), 'if-match': '"1"' })
      .send({ description: 'Videos ab Scale', reason: 'Text' })
      .expect(200);
    expect(patched.body.version).toBe(2);
    expect(patched.headers.etag).toBe('"2"');

    const stale = await request(t.http)
      .patch(`${ADMIN}/e2e-video`)
      .set({ ...asOperator(), 'if-match': '"1"' })
      .send({ enabled: false })
      .expect(412);
    expect(stale.body).toMatchObject({
      code: 'FEATURE_FLAG_VERSION_MISMATCH',
      details: { currentVersion: 2 },
    });

    const history = await request(t.http).get(`${ADMIN}/e2e-video/history`).set(asOperator()).expect(200);
    expect(history.body.items.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(history.body.items[0]).toMatchObject({
      action: 'updated',
      reason: 'Text',
      actor: { tenantId: operator.tenantId, credentialId: operator.keyId },
      diff: [
        { op: 'replace', path: '/description', value: 'Videos ab Scale', from: 'Videos für bezahlte Tarife' },
      ],
    });

    const back = await request(t.http)
      .post(`${ADMIN}/e2e-video/rollback`)
      .set(asOperator())
      .send({ version: 1, reason: 'zurück' })
      .expect(200);
    expect(back.body).toMatchObject({ version: 3, description: 'Videos für bezahlte Tarife' });

    // Each change put feature_flag.updated into the operator tenant's outbox, in the change's transaction.
    const events: { type: string; payload: string }[] = await t.app
      .get(TenantTransaction)
      .run(operator.tenantId, (em) =>
        em.query(`SELECT type, payload::text AS payload FROM webhook_events ORDER BY created_at`),
      );
    const ours = events.filter((e) => e.type === 'feature_flag.updated' && e.payload.includes('"e2e-video"'));
    expect(ours.map((e) => JSON.parse(e.payload))).toEqual([
      expect.objectContaining({ data: { key: 'e2e-video', version: 1, action: 'created' } }),
      expect.objectContaining({ data: { key: 'e2e-video', version: 2, action: 'updated' } }),
      expect.objectContaining({ data: { key: 'e2e-video', version: 3, action: 'rolled_back' } }),
    ]);
  });

  it('answers 400 with German issues for a bad definition, and 409 for a taken key', async () => {
    const bad = await request(t.http)
      .post(ADMIN)
      .set(asOperator())
      .send({ key: 'e2e-bad', type: 'string', variants: [{ key: 'a', value: 1 }], defaultVariant: 'b' })
      .expect(400);
    expect(bad.body.issues.map((i: { path: unknown[] }) => i.path.join('.'))).toEqual([
      'variants.0.value',
      'defaultVariant',
    ]);
    const schema = await request(t.http)
      .post(ADMIN)
      .set(asOperator())
      .send({ key: 'Nicht Gültig', type: 'boolean', strategies: [{ constraints: [], rollout: 101 }] })
      .expect(400);
    expect(schema.body.issues.length).toBeGreaterThanOrEqual(2);
    await request(t.http).post(ADMIN).set(asOperator()).send({ key: 'e2e-dup', type: 'boolean' }).expect(201);
    const dup = await request(t.http)
      .post(ADMIN)
      .set(asOperator())
      .send({ key: 'e2e-dup', type: 'boolean' })
      .expect(409);
    expect(dup.body.code).toBe('FEATURE_FLAG_KEY_TAKEN');
  });

  it('replays a create sent twice with one Idempotency-Key: one flag, one version', async () => {
    const send = () =>
      request(t.http)
        .post(ADMIN)
        .set({ ...asOperator(), 'idempotency-key': 'flag-once' })
        .send({ key: 'e2e-once', type: 'boolean' })
        .expect(201);
    const first = await send();
    const again = await send();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const history = await request(t.http).get(`${ADMIN}/e2e-once/history`).set(asOperator()).expect(200);
    expect(history.body.items).toHaveLength(1);
  });

  it('archives on the first DELETE and removes on the second', async () => {
    await request(t.http)
      .post(ADMIN)
      .set(asOperator())
      .send({ key: 'e2e-gone', type: 'boolean' })
      .expect(201);
    const archived = await request(t.http).delete(`${ADMIN}/e2e-gone`).set(asOperator()).expect(200);
    expect(archived.body).toMatchObject({ archived: true, state: 'archived', version: 2 });
    await request(t.http).delete(`${ADMIN}/e2e-gone`).set(asOperator()).expect(204);
    await request(t.http).get(`${ADMIN}/e2e-gone`).set(asOperator()).expect(404);
    const history = await request(t.http).get(`${ADMIN}/e2e-gone/history`).set(asOperator()).expect(200);
    expect(history.body.items.map((v: { action: string }) => v.action)).toEqual([
      'deleted',
      'archived',
      'created',
    ]);
  });

  it('refuses every admin route to a credential without the operator scope (403)', async () => {
    const calls = [
      request(t.http).get(ADMIN),
      request(t.http).post(ADMIN).send({ key: 'e2e-x', type: 'boolean' }),
      request(t.http).get(`${ADMIN}/e2e-video`),
      request(t.http).patch(`${ADMIN}/e2e-video`).send({ enabled: false }),
      request(t.http).delete(`${ADMIN}/e2e-video`),
      request(t.http).get(`${ADMIN}/e2e-video/history`),
      request(t.http).post(`${ADMIN}/e2e-video/rollback`).send({ version: 1 }),
    ];
    for (const call of calls) {
      const res = await call.set(tenantAdmin.headers);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('INSUFFICIENT_SCOPE');
    }
    const flag = await request(t.http).get(`${ADMIN}/e2e-video`).set(asOperator()).expect(200);
    expect(flag.body.version).toBe(3);
  });

  it('evaluates for the caller in the OFREP bulk shape, with ETag and 304', async () => {
    const paid = await request(t.http).get('/api/v2/feature-flags').set(tenantAdmin.headers).expect(200);
    const video = paid.body.flags.find((f: { key: string }) => f.key === 'e2e-video');
    expect(video).toMatchObject({
      value: true,
      variant: 'on',
      reason: 'TARGETING_MATCH',
      metadata: { version: 3 },
    });
    expect(paid.body.flags.find((f: { key: string }) => f.key === 'e2e-gone')).toBeUndefined();
    const etag = paid.headers.etag as string;
    expect(etag).toMatch(/^"/);
    await request(t.http)
      .get('/api/v2/feature-flags')
      .set({ ...tenantAdmin.headers, 'if-none-match': etag })
      .expect(304);

    // A free tenant cannot make itself a paying one through its own context.
    const free = await request(t.http)
      .get('/api/v2/feature-flags')
      .query({ context: JSON.stringify({ plan: 'unlimited' }) })
      .set(freeTenant.headers)
      .expect(200);
    expect(free.body.flags.find((f: { key: string }) => f.key === 'e2e-video')).toMatchObject({
      value: false,
      reason: 'DEFAULT',
    });
    await request(t.http)
      .get('/api/v2/feature-flags')
      .query({ context: '[1' })
      .set(freeTenant.headers)
      .expect(400);
  });

  it('keeps tenants apart: a flag targeted at tenant A is not served to B, whatever B claims', async () => {
    await request(t.http)
      .post(ADMIN)
      .set(asOperator())
      .send({
        key: 'e2e-only-a',
        type: 'boolean',
        enabled: true,
        strategies: [
          {
            constraints: [{ contextName: 'tenantId', operator: 'IN', values: [tenantAdmin.tenantId] }],
            rollout: 100,
          },
        ],
      })
      .expect(201);
    const valueFor = async (tenant: TestTenant, context: object) =>
      (
        await request(t.http)
          .get('/api/v2/feature-flags')
          .query({ context: JSON.stringify(context) })
          .set(tenant.headers)
          .expect(200)
      ).body.flags.find((f: { key: string }) => f.key === 'e2e-only-a').value;
    expect(await valueFor(tenantAdmin, {})).toBe(true);
    expect(await valueFor(freeTenant, { tenantId: tenantAdmin.tenantId })).toBe(false);
    // B (a tenant admin) cannot change it either.
    await request(t.http)
      .patch(`${ADMIN}/e2e-only-a`)
      .set(freeTenant.headers)
      .send({ enabled: false })
      .expect(403);
  });
});
