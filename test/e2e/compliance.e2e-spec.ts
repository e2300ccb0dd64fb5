import { createHash } from 'node:crypto';
import request from 'supertest';
import { canonicalJson } from '../../apps/api/src/data-protection/domain/canonical-json';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestTenant } from '../support/test-tenants';

jest.setTimeout(60_000);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('Compliance evidence (/api/v2/compliance)', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;

  beforeAll(async () => {
    t = await createTestApp();
    a = { tenantId: t.tenantId, headers: t.headers, key: '', keyId: '' };
    b = await t.tenants.create();
  });
  afterAll(async () => {
    await t?.close();
  });

  const sql = (q: string, p: unknown[] = []) => t.app.get(DataSource).query(q, p);
  const dpia = (owner: TestTenant, body: object) =>
    request(t.http).post('/api/v2/compliance/dpia').set(owner.headers).send(body);

  it('answers GoBD per principle with evidence, and names the broken link after a change in SQL', async () => {
    // Audit entries: the tenant's first key (issued with the tenant), then two DPIAs of tenant A.
    await dpia(a, { title: 'Eins', description: 'a' }).expect(201);
    await dpia(a, { title: 'Zwei', description: 'b' }).expect(201);
    // The log itself, for an auditor to recompute: each hash over the previous hash and the canonical entry.
    const log = await request(t.http).get('/api/v2/compliance/audit-log').set(a.headers).expect(200);
    expect(log.body.total).toBe(3);
    expect(log.body.items.map((e: { action: string }) => e.action)).toEqual([
      'api_key.created',
      'dpia.created',
      'dpia.created',
    ]);
    const [first, second] = log.body.items;
    const { prevHash, hash, ...content } = first;
    expect(sha256(`${prevHash}\n${canonicalJson(content)}`)).toBe(hash);
    expect(second.prevHash).toBe(first.hash);
    await request(t.http)
      .get('/api/v2/compliance/audit-log')
      .query({ limit: '0' })
      .set(a.headers)
      .expect(400);
    const before = await request(t.http).get('/api/v2/compliance/gobd').set(a.headers).expect(200);
    expect(before.body.principles).toHaveLength(10);
    expect(before.body.auditLog).toMatchObject({ entries: 3, brokenAt: null });
    const immutability = before.body.principles.find((p: { id: string }) => p.id === 'unveraenderbarkeit');
    expect(immutability).toMatchObject({ status: 'evidenced', source: expect.stringMatching(/Rz\./) });
    expect(JSON.stringify(before.body)).not.toMatch(/"compliant"/);

    await sql(`ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only`);
    await sql(
      `UPDATE audit_log SET details = '{"outcome":"not_required","forged":true}' WHERE tenant_id = $1 AND seq = 1`,
      [a.tenantId],
    );
    await sql(`ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only`);
    const after = await request(t.http).get('/api/v2/compliance/gobd').set(a.headers).expect(200);
    expect(after.body.auditLog.brokenAt).toEqual({ seq: 1, reason: 'hash_mismatch' });
    const broken = after.body.principles.find((p: { id: string }) => p.id === 'unveraenderbarkeit');
    expect(broken.status).toBe('missing');
    expect(broken.evidence[0].detail).toMatch(/Eintrag 1/);
    // Tenant B's chain is its own.
    const other = await request(t.http).get('/api/v2/compliance/gobd').set(b.headers).expect(200);
    expect(other.body.auditLog.brokenAt).toBeNull();
  });

  it('answers NIS2 applicability from sector and size, and the ten measures', async () => {
    const unknown = await request(t.http).get('/api/v2/compliance/nis2').set(a.headers).expect(200);
    expect(unknown.body.applicability).toMatchObject({
      entityClass: 'unknown',
      missing: ['sector', 'employees'],
    });
    expect(unknown.body.measures).toHaveLength(10);
    const energy = await request(t.http)
      .get('/api/v2/compliance/nis2')
      .query({ sector: 'energie', employees: '300' })
      .set(a.headers)
      .expect(200);
    expect(energy.body.applicability.entityClass).toBe('besonders_wichtig');
    await request(t.http).get('/api/v2/compliance/nis2').query({ sector: 'mond' }).set(a.headers).expect(400);
  });

  it('screens a DPIA, holds its sections, moves it to sign-off, then keeps it unchanged', async () => {
    const created = await dpia(a, {
      title: 'Förderscoring',
      description: 'Bewertung von Antragstellern',
      criteria: ['evaluation_scoring', 'large_scale'],
      risks: [{ threat: 'Fehleinstufung', likelihood: 'high', severity: 'medium' }],
      measures: ['menschliche Prüfung'],
    }).expect(201);
    expect(created.body).toMatchObject({
      status: 'draft',
      screening: { outcome: 'required' },
      sections: { risks: [{ threat: 'Fehleinstufung', level: 'high' }], measures: ['menschliche Prüfung'] },
    });
    const id = created.body.id;
    await request(t.http)
      .patch(`/api/v2/compliance/dpia/${id}`)
      .set(a.headers)
      .send({ status: 'signed_off' })
      .expect(409);
    const reviewed = await request(t.http)
      .patch(`/api/v2/compliance/dpia/${id}`)
      .set(a.headers)
      .send({ status: 'in_review', criteria: ['large_scale'] })
      .expect(200);
    expect(reviewed.body).toMatchObject({ status: 'in_review', screening: { outcome: 'likely' } });
    const signed = await request(t.http)
      .patch(`/api/v2/compliance/dpia/${id}`)
      .set(a.headers)
      .send({ status: 'signed_off' })
      .expect(200);
    expect(signed.body.signedOffAt).not.toBeNull();
    const frozen = await request(t.http)
      .patch(`/api/v2/compliance/dpia/${id}`)
      .set(a.headers)
      .send({ necessity: 'anders' })
      .expect(409);
    expect(frozen.body.code).toBe('DPIA_SIGNED_OFF');
    const doc = await request(t.http)
      .get(`/api/v2/compliance/dpia/${id}/document`)
      .set(a.headers)
      .expect(200);
    expect(doc.headers['content-type']).toMatch(/text\/html/);
    expect(doc.text).toContain('Förderscoring');
    // Tenant B sees none of it.
    await request(t.http).get(`/api/v2/compliance/dpia/${id}`).set(b.headers).expect(404);
    await request(t.http)
      .patch(`/api/v2/compliance/dpia/${id}`)
      .set(b.headers)
      .send({ title: 'x' })
      .expect(404);
  });

  it('needs the administrator scope', async () => {
    const apiOnly = await t.tenants.issueKey(a.tenantId, ['api']);
    await request(t.http).get('/api/v2/compliance/gobd').set({ 'x-api-key': apiOnly.key }).expect(403);
    await request(t.http).get('/api/v2/compliance/nis2').set({ 'x-api-key': apiOnly.key }).expect(403);
  });
});
