import { FixedClock } from '@libs/shared';
import { createHash } from 'node:crypto';
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestTenant } from '../support/test-tenants';
import { checkZ3Archive } from '../support/gdpdu-check';
import { eventually } from '../support/webhook-receiver';

const CALCULATION = {
  programId: 'bafa-foerderung-unternehmensberatungen-kmu',
  projectBudgetEur: 3500,
  applicantProfile: { employeeCount: 12, revenueEur: 1_500_000, federalState: 'SN', industryCode: '62.01' },
};

/** The GoBD data access by data carrier (Z3): request, job, short-lived archive, evidence in the GoBD answer. */
describe('GoBD Z3 export (/api/v2/compliance/gobd/export)', () => {
  const clock = new FixedClock(new Date('2026-11-23T10:00:00Z'));
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;

  beforeAll(async () => {
    t = await createTestApp({ clock, jobs: { workers: true, pollingIntervalSeconds: 0.5 } });
    a = { tenantId: t.tenantId, headers: t.headers, key: '', keyId: '' };
    b = await t.tenants.create();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('builds the ZIP with index.xml, the DTD and CSVs that match it; links it from the GoBD answer', async () => {
    for (let i = 0; i < 2; i++)
      await request(t.http).post('/api/v1/calculations').set(a.headers).send(CALCULATION).expect(200);
    await request(t.http).post('/api/v1/calculations').set(b.headers).send(CALCULATION).expect(200);
    await request(t.http)
      .post('/api/v2/compliance/dpia')
      .set(a.headers)
      .send({ title: 'Eins', description: 'a' })
      .expect(201);

    const before = await request(t.http).get('/api/v2/compliance/gobd').set(a.headers).expect(200);
    const access = before.body.principles.find((p: { id: string }) => p.id === 'datenzugriff');
    // Only partial before the first export: the route existing is no evidence that it works.
    expect(access.status).toBe('partial');
    expect(access.evidence.map((e: { detail: string }) => e.detail).join(' ')).toContain(
      'POST /api/v2/compliance/gobd/export',
    );

    const res = await request(t.http).post('/api/v2/compliance/gobd/export').set(a.headers).expect(202);
    const location = `/api/v2/compliance/gobd/exports/${res.body.id}`;
    expect(res.headers.location).toBe(location);
    expect(res.body).toMatchObject({ status: 'received', downloadUrl: null, files: [], auditLogHead: null });
    const done = await eventually(async () => {
      const r = await request(t.http).get(location).set(a.headers).expect(200);
      return r.body.status === 'completed' ? r.body : undefined;
    });
    expect(done.downloadUrl).toBe(`/api/v2/compliance/gobd/exports/${res.body.id}/archive`);
    // Another tenant sees neither the export nor its archive.
    await request(t.http).get(location).set(b.headers).expect(404);
    await request(t.http).get(done.downloadUrl).set(b.headers).expect(404);

    const zip = await request(t.http)
      .get(done.downloadUrl)
      .set(a.headers)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const bytes = new Uint8Array(zip.body as Buffer);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(done.sha256);
    const { files, records } = checkZ3Archive(bytes);
    for (const f of done.files)
      expect(createHash('sha256').update(files[f.name]!).digest('hex')).toBe(f.sha256);
    // Tenant A's two calculations, not B's; the audit log up to the export's request (first key, DPIA, request).
    expect(records['berechnungen.csv']).toHaveLength(2);
    expect(records['berechnungen.csv']!.every((r) => r[3] === '3500,00')).toBe(true);
    const actions = records['audit_log.csv']!.map((r) => r[3]);
    expect(actions).toEqual(['api_key.created', 'dpia.created', 'gobd.export_requested']);

    // The export is in the audit log with the archive's hash; the GoBD answer names when it was made.
    const log = await request(t.http).get('/api/v2/compliance/audit-log').set(a.headers).expect(200);
    const created = log.body.items.find((e: { action: string }) => e.action === 'gobd.export_created');
    expect(created).toMatchObject({
      entityId: res.body.id,
      details: { calculations: 2, auditEntries: 3, archiveSha256: done.sha256 },
    });
    const after = await request(t.http).get('/api/v2/compliance/gobd').set(a.headers).expect(200);
    const z3 = after.body.principles.find((p: { id: string }) => p.id === 'datenzugriff');
    expect(z3.status).toBe('evidenced');
    expect(z3.evidence.map((e: { detail: string }) => e.detail).join(' ')).toContain(
      `letzter Z3-Export ${clock.now().toISOString()}, Archiv SHA-256 ${done.sha256} (Eintrag in der geprüften Kette)`,
    );
    expect(after.body.auditLog.brokenAt).toBeNull();
    // The archive's audit log ends at a head the live chain still holds: an auditor can anchor on it.
    const lastExported = records['audit_log.csv']!.at(-1)!;
    expect([lastExported[0], lastExported[8]]).toEqual(['3', log.body.items[2].hash]);
    expect(done.auditLogHead).toEqual({ seq: 3, hash: lastExported[8] });
    const anchored = await request(t.http)
      .get('/api/v2/compliance/gobd')
      .query({ headSeq: lastExported[0], headHash: lastExported[8] })
      .set(a.headers)
      .expect(200);
    expect(anchored.body.auditLog).toMatchObject({ headSeq: 4, brokenAt: null });
    const forged = await request(t.http)
      .get('/api/v2/compliance/gobd')
      .query({ headSeq: lastExported[0], headHash: 'f'.repeat(64) })
      .set(a.headers)
      .expect(200);
    expect(forged.body.auditLog.brokenAt).toEqual({ seq: 3, reason: 'head_mismatch' });

    // After the link's lifetime (24 h by default): 410.
    clock.set(new Date(clock.now().getTime() + 86_400_000 + 1000));
    await request(t.http).get(done.downloadUrl).set(a.headers).expect(410);
  });

  it('needs the administrator scope', async () => {
    const apiOnly = await t.tenants.issueKey(a.tenantId, ['api']);
    await request(t.http)
      .post('/api/v2/compliance/gobd/export')
      .set({ 'x-api-key': apiOnly.key })
      .expect(403);
  });
});
