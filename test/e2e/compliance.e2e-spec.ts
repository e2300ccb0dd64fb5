import { createHash } from 'node:crypto';
import request from 'supertest';
import { canonicalJson } from '../../apps/api/src/data-protection/domain/canonical-json';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestTenant } from '../support/test-tenants';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const STATUSES = ['evidenced', 'partial', 'missing', 'not_applicable', 'not_assessable'];
const statusOf = (items: { id: string; status: string }[], id: string) =>
  items.find((i) => i.id === id)?.status;

describe('Compliance evidence (/api/v2/compliance)', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;

  beforeAll(async () => {
    // A webhook on loopback (never called): its stored signing secret is what measure 8 checks.
    t = await createTestApp({ webhooks: { allowHttp: true, allowPrivateAddresses: true } });
    a = { tenantId: t.tenantId, headers: t.headers, key: '', keyId: '' };
    b = await t.tenants.create();
  });
  afterAll(async () => {
    await t?.close();
  });

  const sql = (q: string, p: unknown[] = []) => t.app.get(DataSource).query(q, p);
  /** What only someone with the table owner's rights can do: change the append-only log past its trigger. */
  const asOwner = async (q: string, p: unknown[]) => {
    await sql(`ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only`);
    try {
      await sql(q, p);
    } finally {
      await sql(`ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only`);
    }
  };
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
    expect(before.body.auditLog).toMatchObject({
      entries: 3,
      headSeq: 3,
      headHash: log.body.items[2].hash,
      brokenAt: null,
    });
    const immutability = before.body.principles.find((p: { id: string }) => p.id === 'unveraenderbarkeit');
    expect(immutability).toMatchObject({ status: 'evidenced', source: expect.stringMatching(/Rz\./) });
    // Evidence per principle and nothing else: no overall verdict beside it, every status one of the five.
    expect(Object.keys(before.body).sort()).toEqual(['auditLog', 'basis', 'generatedAt', 'principles']);
    for (const p of before.body.principles as { status: string; evidence: unknown[]; source: string }[]) {
      expect(STATUSES).toContain(p.status);
      expect(p.evidence.length).toBeGreaterThan(0);
      expect(p.source).toMatch(/GoBD Rz\./);
    }
    // Before any Z3 export the data access is only partial: the route alone is no evidence.
    expect(statusOf(before.body.principles, 'datenzugriff')).toBe('partial');

    await asOwner(
      `UPDATE audit_log SET details = '{"outcome":"not_required","forged":true}' WHERE tenant_id = $1 AND seq = 1`,
      [a.tenantId],
    );
    const after = await request(t.http).get('/api/v2/compliance/gobd').set(a.headers).expect(200);
    expect(after.body.auditLog.brokenAt).toEqual({ seq: 1, reason: 'hash_mismatch' });
    const broken = after.body.principles.find((p: { id: string }) => p.id === 'unveraenderbarkeit');
    expect(broken.status).toBe('missing');
    expect(broken.evidence[0].detail).toMatch(/Eintrag 1/);
    // Tenant B's chain is its own.
    const other = await request(t.http).get('/api/v2/compliance/gobd').set(b.headers).expect(200);
    expect(other.body.auditLog.brokenAt).toBeNull();
  });

  it('finds entries removed at the start, and at the end against a head kept from an earlier answer', async () => {
    const c = await t.tenants.create();
    for (const title of ['Eins', 'Zwei', 'Drei']) await dpia(c, { title, description: 'c' }).expect(201);
    const gobd = (query: Record<string, string> = {}) =>
      request(t.http).get('/api/v2/compliance/gobd').query(query).set(c.headers);
    const kept = (await gobd().expect(200)).body.auditLog;
    expect(kept).toMatchObject({ entries: 4, headSeq: 4, brokenAt: null });
    const anchor = { headSeq: String(kept.headSeq), headHash: kept.headHash };
    expect((await gobd(anchor).expect(200)).body.auditLog.brokenAt).toBeNull();
    // Half an anchor, or a malformed one, is refused rather than ignored.
    await gobd({ headSeq: '4' }).expect(400);
    await gobd({ headSeq: '4', headHash: 'xyz' }).expect(400);

    // The newest entry goes: the rest is a valid chain by itself, only the kept head shows the cut.
    await asOwner(`DELETE FROM audit_log WHERE tenant_id = $1 AND seq = 4`, [c.tenantId]);
    expect((await gobd().expect(200)).body.auditLog).toMatchObject({
      entries: 3,
      headSeq: 3,
      brokenAt: null,
    });
    const cut = await gobd(anchor).expect(200);
    expect(cut.body.auditLog.brokenAt).toEqual({ seq: 4, reason: 'head_missing' });
    expect(statusOf(cut.body.principles, 'unveraenderbarkeit')).toBe('missing');

    // The first entry goes: found without any anchor.
    await asOwner(`DELETE FROM audit_log WHERE tenant_id = $1 AND seq = 1`, [c.tenantId]);
    const start = await gobd().expect(200);
    expect(start.body.auditLog).toMatchObject({ headSeq: 0, brokenAt: { seq: 2, reason: 'start_missing' } });
    expect(statusOf(start.body.principles, 'vollstaendigkeit')).toBe('missing');
  });

  it('refuses another tenant the audit log and the printable DPIA', async () => {
    const created = await dpia(a, { title: 'Nur A', description: 'a' }).expect(201);
    const ids = async (owner: TestTenant) =>
      (
        await request(t.http)
          .get('/api/v2/compliance/audit-log')
          .query({ limit: '100' })
          .set(owner.headers)
          .expect(200)
      ).body.items.map((e: { entityId: string }) => e.entityId);
    expect(await ids(a)).toContain(created.body.id);
    expect(await ids(b)).not.toContain(created.body.id);
    const doc = await request(t.http)
      .get(`/api/v2/compliance/dpia/${created.body.id}/document`)
      .set(b.headers)
      .expect(404);
    expect(doc.text).not.toContain('Nur A');
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

  it('bases the NIS2 measures on facts it collects, or says it cannot assess them', async () => {
    const d = await t.tenants.create();
    const measures = async () =>
      (await request(t.http).get('/api/v2/compliance/nis2').set(d.headers).expect(200)).body.measures as {
        id: string;
        status: string;
        evidence: { kind: string; detail: string }[];
      }[];
    const detail = async (id: string) => (await measures()).find((m) => m.id === id)!.evidence[0]!.detail;
    let now = await measures();
    expect(now.map((m) => m.status).every((s) => STATUSES.includes(s))).toBe(true);
    expect(statusOf(now, 'nr_3')).toBe('not_assessable');
    // Measure 10: the tenant's first key has no expiry; 30 days is short-lived, an expiry in 2099 is not.
    expect(statusOf(now, 'nr_10')).toBe('partial');
    expect(await detail('nr_10')).toMatch(
      /^1 von 1 aktiven Admin-Zugängen ohne Ablaufdatum oder länger als 90 Tage/,
    );
    await sql(`UPDATE api_keys SET expires_at = created_at + interval '30 days' WHERE tenant_id = $1`, [
      d.tenantId,
    ]);
    expect(statusOf(await measures(), 'nr_10')).toBe('evidenced');
    await sql(`UPDATE api_keys SET expires_at = '2099-12-31T00:00:00Z' WHERE tenant_id = $1`, [d.tenantId]);
    expect(statusOf(await measures(), 'nr_10')).toBe('partial');

    // Measure 8: nothing stored yet; a webhook's signing secret is sealed; a plaintext one fails it.
    expect(statusOf(now, 'nr_8')).toBe('partial');
    await request(t.http)
      .post('/api/v2/developer/webhooks')
      .set(d.headers)
      .send({ url: 'http://127.0.0.1:9/hook', eventTypes: ['calculation.created'] })
      .expect(201);
    now = await measures();
    expect(statusOf(now, 'nr_8')).toBe('evidenced');
    expect(await detail('nr_8')).toMatch(
      /^1 von 1 gespeicherten Geheimnissen .*webhook_endpoints\.secret_ciphertext/,
    );
    await sql(`UPDATE webhook_endpoints SET secret_ciphertext = 'whsec_klartext' WHERE tenant_id = $1`, [
      d.tenantId,
    ]);
    expect(statusOf(await measures(), 'nr_8')).toBe('missing');
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
    // Who signed: the credential of the call, in the audit log (tenant A's first key here).
    const entries = (
      await request(t.http)
        .get('/api/v2/compliance/audit-log')
        .query({ limit: '100' })
        .set(a.headers)
        .expect(200)
    ).body.items as { action: string; entityId: string; details: object }[];
    const firstKey = entries.find((e) => e.action === 'api_key.created')!.entityId;
    const signOff = entries.find((e) => e.action === 'dpia.signed_off' && e.entityId === id)!;
    expect(signOff.details).toEqual({
      status: 'signed_off',
      outcome: 'likely',
      signedOffBy: firstKey,
      signedOffByKind: 'api_key',
    });
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
