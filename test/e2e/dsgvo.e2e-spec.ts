import { FixedClock } from '@libs/shared';
import { strFromU8 } from 'fflate';
import { createHash } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AuditTrail } from '../../apps/api/src/data-protection';
import { OutboundEvents } from '../../apps/api/src/platform/events/outbound-events.port';
import { canonicalJson } from '../../apps/api/src/data-protection/domain/canonical-json';
import { EnforceRetention } from '../../apps/api/src/data-protection/application/enforce-retention.use-case';
import { checkPortabilityArchive } from '../../apps/api/src/data-protection/testing/portability-archive-check';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestTenant } from '../support/test-tenants';
import { eventually } from '../support/webhook-receiver';

const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest('hex');
// 31 January: the one-month deadline ends on the last day of February.
const RECEIVED = new Date('2026-01-31T10:00:00Z');
const CRON_SECRET = 'cron-secret-for-tests-0123456789abcdef';

describe('Data-subject requests (/api/v2/dsgvo)', () => {
  const clock = new FixedClock(RECEIVED);
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;

  beforeAll(async () => {
    t = await createTestApp({
      clock,
      cronSecret: CRON_SECRET,
      jobs: { workers: true, pollingIntervalSeconds: 0.5 },
    });
    a = { tenantId: t.tenantId, headers: t.headers, key: '', keyId: '' };
    b = await t.tenants.create();
  });
  afterAll(async () => {
    await t?.close();
  });

  const rows = (sql: string, params: unknown[] = []) => t.app.get(DataSource).query(sql, params);
  const finished = (owner: TestTenant, id: string) =>
    eventually(async () => {
      const res = await request(t.http).get(`/api/v2/dsgvo/requests/${id}`).set(owner.headers).expect(200);
      return ['completed', 'partially_completed'].includes(res.body.status) ? res.body : undefined;
    });

  it('erases an actor: previewed, due in one calendar month, pseudonymised, access revoked, receipt hashed', async () => {
    const person = await t.tenants.issueKey(a.tenantId, ['api']);
    await rows(`UPDATE api_keys SET name = 'Erika Mustermann' WHERE id = $1`, [person.keyId]);
    // The same actor id in tenant B (impossible in practice, ids are uuids): the request must not reach it.
    const other = await t.tenants.issueKey(b.tenantId, ['api']);
    await rows(`UPDATE api_keys SET name = 'Erika Mustermann' WHERE id = $1`, [other.keyId]);

    const res = await request(t.http)
      .post('/api/v2/dsgvo/erase')
      .set(a.headers)
      .send({ subject: { identifier: 'actor_id', value: person.keyId }, reason: 'Widerruf' })
      .expect(202);
    expect(res.headers.location).toBe(`/api/v2/dsgvo/requests/${res.body.id}`);
    expect(res.body).toMatchObject({
      kind: 'erasure',
      status: 'received',
      dueDate: '2026-02-28',
      preview: [{ table: 'api_keys', action: 'pseudonymise', rows: 1, columns: ['name', 'revoked_at'] }],
      previewByCategory: [
        { category: 'identifiers', rows: 1, actions: ['pseudonymise'], tables: ['api_keys'] },
      ],
    });

    const done = await finished(a, res.body.id);
    expect(done.status).toBe('completed');
    expect(done.erasure.erased).toEqual([
      {
        table: 'api_keys',
        categories: ['identifiers'],
        action: 'pseudonymise',
        rows: 1,
        columns: ['name', 'revoked_at'],
      },
    ]);
    expect(done.erasure.kept).toEqual([]);
    expect(done.erasure.sha256).toMatch(/^[0-9a-f]{64}$/);

    const [erased] = await rows(`SELECT name, revoked_at FROM api_keys WHERE id = $1`, [person.keyId]);
    expect(erased.name).toBe('[gelöscht]');
    expect(erased.revoked_at).not.toBeNull();
    await request(t.http).get('/api/v1/programs').set({ 'x-api-key': person.key }).expect(401);
    // The identifier is gone from the request; only its digest remains.
    // The receipt's hash is the SHA-256 of its canonical form as stored (and as the audit log names it).
    const [{ receipt }] = await rows(`SELECT receipt FROM dsgvo_requests WHERE id = $1`, [res.body.id]);
    expect(sha256(canonicalJson(receipt))).toBe(done.erasure.sha256);
    expect(receipt).toMatchObject({ requestId: res.body.id, subject: { identifier: 'actor_id' } });
    expect(JSON.stringify(receipt)).not.toContain(person.keyId);
    const [stored] = await rows(`SELECT subject_value, subject_digest FROM dsgvo_requests WHERE id = $1`, [
      res.body.id,
    ]);
    expect(stored.subject_value).toBeNull();
    expect(stored.subject_digest).toBe(done.subject.digest);
    // Tenant B untouched, and its own request for the same id finds nothing of tenant A's.
    const [untouched] = await rows(`SELECT name, revoked_at FROM api_keys WHERE id = $1`, [other.keyId]);
    expect(untouched).toEqual({ name: 'Erika Mustermann', revoked_at: null });
    const fromB = await request(t.http)
      .post('/api/v2/dsgvo/erase')
      .set(b.headers)
      .send({ subject: { identifier: 'actor_id', value: person.keyId } })
      .expect(202);
    expect(fromB.body.preview).toEqual([]);
  });

  it('keeps tenant B away from tenant A’s requests', async () => {
    const res = await request(t.http)
      .post('/api/v2/dsgvo/erase')
      .set(a.headers)
      .send({ subject: { identifier: 'external_id', value: 'crm-someone-4711' } })
      .expect(202);
    await request(t.http).get(`/api/v2/dsgvo/requests/${res.body.id}`).set(b.headers).expect(404);
    await request(t.http).get(`/api/v2/dsgvo/requests/${res.body.id}/archive`).set(b.headers).expect(404);
    await request(t.http).get(`/api/v2/dsgvo/requests/${res.body.id}`).set(a.headers).expect(200);
  });

  it('is idempotent with an Idempotency-Key, and needs the administrator scope', async () => {
    const send = () =>
      request(t.http)
        .post('/api/v2/dsgvo/erase')
        .set({ ...a.headers, 'idempotency-key': 'erase-once-1' })
        .send({ subject: { identifier: 'external_id', value: 'crm-max-1' } })
        .expect(202);
    const first = await send();
    const second = await send();
    expect(second.body.id).toBe(first.body.id);
    const apiOnly = await t.tenants.issueKey(a.tenantId, ['api']);
    await request(t.http)
      .post('/api/v2/dsgvo/erase')
      .set({ 'x-api-key': apiOnly.key })
      .send({ subject: { identifier: 'external_id', value: 'crm-x' } })
      .expect(403);
  });

  it('refuses a malformed request with 400 and German issues', async () => {
    const res = await request(t.http)
      .post('/api/v2/dsgvo/erase')
      .set(a.headers)
      .send({ subject: { identifier: 'name', value: '' } })
      .expect(400);
    expect(res.body.issues.map((i: { path: string[] }) => i.path.join('.')).sort()).toEqual([
      'subject.identifier',
      'subject.value',
    ]);
  });

  it('exports an actor’s data as a ZIP whose manifest hashes every file', async () => {
    const person = await t.tenants.issueKey(a.tenantId, ['api']);
    const query = { identifier: 'actor_id', value: person.keyId };
    const res = await request(t.http)
      .get('/api/v2/dsgvo/portability')
      .query(query)
      .set(a.headers)
      .expect(202);
    const done = await finished(a, res.body.id);
    expect(done.portability.downloadUrl).toBe(`/api/v2/dsgvo/requests/${res.body.id}/archive`);
    // Asked again while the archive is downloadable: the same request, not a second export.
    const again = await request(t.http)
      .get('/api/v2/dsgvo/portability')
      .query(query)
      .set(a.headers)
      .expect(200);
    expect(again.body.id).toBe(res.body.id);

    const zip = await request(t.http)
      .get(done.portability.downloadUrl)
      .set(a.headers)
      .buffer(true)
      .parse((response, callback) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => callback(null, Buffer.concat(chunks)));
      })
      .expect(200)
      .expect('content-type', 'application/zip');
    const { problems, files } = checkPortabilityArchive(new Uint8Array(zip.body as Buffer));
    expect(problems).toEqual([]);
    const manifest = JSON.parse(strFromU8(files['manifest.json']!));
    expect(manifest).toMatchObject({
      schemaVersion: '2.0',
      requestId: res.body.id,
      categories: ['identifiers'],
    });
    expect(manifest.files.map((f: { name: string }) => f.name).sort()).toEqual([
      'identifiers.csv',
      'identifiers.json',
      'schemas/identifiers.schema.json',
      'schemas/manifest.schema.json',
    ]);
    // The receipt (whose hash is in the audit chain) names the manifest's hash: the archive is anchored.
    expect(done.portability.files).toContainEqual({
      name: 'manifest.json',
      sha256: sha256(files['manifest.json']!),
    });
    const { records } = JSON.parse(strFromU8(files['identifiers.json']!));
    expect(records).toEqual([{ table: 'api_keys', row: expect.objectContaining({ id: person.keyId }) }]);
    expect(Object.keys(records[0].row)).not.toEqual(expect.arrayContaining(['digest']));
    expect(Object.keys(records[0].row)).not.toContain('tenant_id');
    expect(strFromU8(files['identifiers.csv']!).split('\r\n')[0]).toMatch(/^source_table,id,/);

    // After the link's lifetime the archive is gone (410), and the retention run drops its bytes.
    clock.set(new Date(RECEIVED.getTime() + 2 * 86_400_000));
    await request(t.http).get(done.portability.downloadUrl).set(a.headers).expect(410);
    const counts = await t.app.get(EnforceRetention).execute();
    expect(counts.archivesDropped).toBeGreaterThanOrEqual(1);
    const [row] = await rows(`SELECT archive FROM dsgvo_requests WHERE id = $1`, [res.body.id]);
    expect(row.archive).toBeNull();
  });

  it('erasure deletes the subject’s earlier export archives: their links answer 410, the receipt lists them', async () => {
    clock.set(RECEIVED);
    const person = await t.tenants.issueKey(a.tenantId, ['api']);
    const subject = { identifier: 'actor_id', value: person.keyId };
    const exported = await request(t.http)
      .get('/api/v2/dsgvo/portability')
      .query(subject)
      .set(a.headers)
      .expect(202);
    const ready = await finished(a, exported.body.id);
    await request(t.http).get(ready.portability.downloadUrl).set(a.headers).expect(200);
    // Another person's archive stays.
    const other = await t.tenants.issueKey(a.tenantId, ['api']);
    const kept = await request(t.http)
      .get('/api/v2/dsgvo/portability')
      .query({ identifier: 'actor_id', value: other.keyId })
      .set(a.headers)
      .expect(202);
    const keptDone = await finished(a, kept.body.id);

    const erase = await request(t.http)
      .post('/api/v2/dsgvo/erase')
      .set(a.headers)
      .send({ subject })
      .expect(202);
    const done = await finished(a, erase.body.id);
    expect(done.erasure.archivesDeleted).toEqual([exported.body.id]);
    const gone = await request(t.http).get(ready.portability.downloadUrl).set(a.headers).expect(410);
    expect(gone.body).toEqual({
      error: 'Das Exportarchiv wurde mit einer Löschanfrage der Person gelöscht.',
      code: 'DSGVO_ARCHIVE_ERASED',
    });
    const [row] = await rows(`SELECT archive FROM dsgvo_requests WHERE id = $1`, [exported.body.id]);
    expect(row.archive).toBeNull();
    await request(t.http).get(keptDone.portability.downloadUrl).set(a.headers).expect(200);
    // A new export is a new request, not the erased one.
    const again = await request(t.http)
      .get('/api/v2/dsgvo/portability')
      .query(subject)
      .set(a.headers)
      .expect(202);
    expect(again.body.id).not.toBe(exported.body.id);
    await finished(a, again.body.id);
  });

  it('announces open requests close to their due date once, from the retention run', async () => {
    clock.set(new Date('2026-03-01T10:00:00Z'));
    const res = await request(t.http)
      .post('/api/v2/dsgvo/erase')
      .set(b.headers)
      .send({ subject: { identifier: 'push_endpoint', value: 'https://push.example/abc' } })
      .expect(202);
    expect(res.body.dueDate).toBe('2026-04-01');
    // Reopen it to simulate a request stuck before its deadline, once the erasure job has finished: reopened
    // earlier, the job would still complete it and the retention run would find nothing open.
    await eventually(async () => {
      const [row] = await rows(`SELECT status FROM dsgvo_requests WHERE id = $1`, [res.body.id]);
      return ['completed', 'partially_completed', 'failed'].includes(row?.status) ? true : undefined;
    });
    await rows(`UPDATE dsgvo_requests SET status = 'received', subject_value = 'x' WHERE id = $1`, [
      res.body.id,
    ]);
    // Eight days before: not yet (the warning comes seven days ahead).
    const publish = jest.spyOn(t.app.get(OutboundEvents), 'publish');
    clock.set(new Date('2026-03-24T10:00:00Z'));
    expect((await t.app.get(EnforceRetention).execute()).requestsDueSoon).toBe(0);
    clock.set(new Date('2026-03-27T10:00:00Z'));
    const first = await t.app.get(EnforceRetention).execute();
    expect(first.requestsDueSoon).toBe(1);
    expect(publish).toHaveBeenCalledWith(
      b.tenantId,
      expect.objectContaining({
        type: 'dsgvo.request_due_soon',
        data: { requestId: res.body.id, kind: 'erasure', dueDate: '2026-04-01' },
      }),
      expect.anything(),
    );
    const second = await t.app.get(EnforceRetention).execute();
    expect(second.requestsDueSoon).toBe(0);
    publish.mockRestore();
  });

  it('extends an open request once, within the first month, by two months (Art. 12(3))', async () => {
    clock.set(new Date('2026-05-31T10:00:00Z'));
    const res = await request(t.http)
      .post('/api/v2/dsgvo/erase')
      .set(b.headers)
      .send({ subject: { identifier: 'external_id', value: 'crm-4711' } })
      .expect(202);
    expect(res.body.dueDate).toBe('2026-06-30');
    await finished(b, res.body.id);
    const closed = await request(t.http)
      .post(`/api/v2/dsgvo/requests/${res.body.id}/extend`)
      .set(b.headers)
      .send({})
      .expect(409);
    expect(closed.body.code).toBe('DSGVO_REQUEST_CLOSED');
    await rows(`UPDATE dsgvo_requests SET status = 'received' WHERE id = $1`, [res.body.id]);
    const extended = await request(t.http)
      .post(`/api/v2/dsgvo/requests/${res.body.id}/extend`)
      .set(b.headers)
      .send({ reason: 'Umfang der Daten in mehreren Systemen' })
      .expect(200);
    expect(extended.body).toMatchObject({
      dueDate: '2026-08-31',
      extensionReason: 'Umfang der Daten in mehreren Systemen',
    });
    const twice = await request(t.http)
      .post(`/api/v2/dsgvo/requests/${res.body.id}/extend`)
      .set(b.headers)
      .send({})
      .expect(409);
    expect(twice.body.code).toBe('DSGVO_REQUEST_ALREADY_EXTENDED');
    await request(t.http)
      .post(`/api/v2/dsgvo/requests/${res.body.id}/extend`)
      .set(a.headers)
      .send({})
      .expect(404);
    // Too late: a second request, asked to be extended after its first deadline passed.
    const late = await request(t.http)
      .post('/api/v2/dsgvo/erase')
      .set(b.headers)
      .send({ subject: { identifier: 'external_id', value: 'crm-4712' } })
      .expect(202);
    await finished(b, late.body.id);
    await rows(`UPDATE dsgvo_requests SET status = 'received' WHERE id = $1`, [late.body.id]);
    clock.set(new Date('2026-07-01T10:00:00Z'));
    const tooLate = await request(t.http)
      .post(`/api/v2/dsgvo/requests/${late.body.id}/extend`)
      .set(b.headers)
      .send({})
      .expect(409);
    expect(tooLate.body.code).toBe('DSGVO_EXTENSION_TOO_LATE');
  });

  it('keeps a hash-chained audit log and names the first broken link after a change in SQL', async () => {
    const audit = t.app.get(AuditTrail);
    const before = await audit.verify(a.tenantId);
    expect(before.brokenAt).toBeNull();
    expect(before.entries).toBeGreaterThanOrEqual(4);
    const entries = await audit.entries(a.tenantId);
    expect(JSON.stringify(entries)).not.toContain('crm-someone-4711');
    await rows(`ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only`);
    await rows(`UPDATE audit_log SET action = 'forged' WHERE tenant_id = $1 AND seq = 2`, [a.tenantId]);
    await rows(`ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only`);
    expect((await audit.verify(a.tenantId)).brokenAt).toEqual({ seq: 2, reason: 'hash_mismatch' });
    expect((await audit.verify(b.tenantId)).brokenAt).toBeNull();
    // And the application cannot change it at all.
    await expect(
      rows(`UPDATE audit_log SET action = 'x' WHERE tenant_id = $1`, [a.tenantId]),
    ).rejects.toThrow(/append-only/);
  });

  it('runs the data-retention job from its cron trigger and records what it did', async () => {
    const res = await request(t.http)
      .get('/api/v2/cron/data-retention')
      .set({ authorization: `Bearer ${CRON_SECRET}` })
      .expect(202);
    const run = await eventually(async () => {
      const r = await request(t.http)
        .get(`/api/v2/cron/runs/${res.body.id}`)
        .set({ authorization: `Bearer ${CRON_SECRET}` })
        .expect(200);
      return ['succeeded', 'failed'].includes(r.body.status) ? r.body : undefined;
    });
    expect(run).toMatchObject({
      status: 'succeeded',
      counts: expect.objectContaining({ tenants: expect.any(Number) }),
    });
    expect(run.counts.tenants).toBeGreaterThanOrEqual(2);
    // Calculations are append-only for the application: their 6-year rule is reported, not forced.
    expect(run.counts.rulesBlocked).toBeGreaterThanOrEqual(1);
  });
});
