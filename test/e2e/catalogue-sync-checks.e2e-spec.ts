import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FixedClock } from '@libs/shared';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ImportDump } from '../../apps/api/src/catalogue-sync';
import { importedProgramId } from '../../apps/api/src/catalogue-sync/domain/dump-to-program';
import { dumpRow } from '../../apps/api/src/catalogue-sync/testing/fixture-dump';
import {
  writeSyntheticCsv,
  type SyntheticVariant,
} from '../../apps/api/src/catalogue-sync/testing/synthetic-dump';
import { createTestApp, type TestApp } from '../support/test-app';
import { WebhookReceiver } from '../support/webhook-receiver';

const BASE = 40;
const PROGRAM_0 = importedProgramId(dumpRow('Land/synthetisch/programm-0.html', {}).id_hash!);

/**
 * Check before apply: broken files are held with a German reason and change nothing (the
 * catalogue version, the history, the programs, the outbox), a clean one applies in one version step.
 */
describe('Catalogue sync: check before apply', () => {
  const clock = new FixedClock(new Date('2026-11-24T14:00:00Z'));
  let t: TestApp;
  let dir: string;
  let receiver: WebhookReceiver;
  let n = 0;

  const sql = async (query: string, params: unknown[] = []) =>
    (await t.app.get(DataSource).query(query, params))[0] as Record<string, string | number | null>;
  const footprint = async () => ({
    version: String((await sql('SELECT version FROM catalogue_version')).version),
    versions: (await sql('SELECT count(*)::int AS n FROM program_source_versions')).n,
    events: (await sql('SELECT count(*)::int AS n FROM webhook_events')).n,
    description: (await sql('SELECT description FROM programs WHERE id = $1', [PROGRAM_0])).description,
  });
  const file = async (count: number, variant: SyntheticVariant = {}, revision = 0) => {
    const path = join(dir, `dump-${++n}.csv`);
    await writeSyntheticCsv(path, count, revision, 10, variant);
    return path;
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'catalogue-checks-'));
    receiver = await WebhookReceiver.start();
    t = await createTestApp({
      clock,
      features: {
        webhooks: { allowHttp: true, allowPrivateAddresses: true, timeoutMs: 3000 },
        catalogueSync: {
          sourceUrl: null,
          goneAfterRuns: 3,
          maxRowDropPercent: 10,
          heldDumpDir: join(dir, 'held'),
          legalFeedUrl: null,
          legalFeedApiKey: null,
        },
      },
    });
    await request(t.http)
      .post('/api/v2/developer/webhooks')
      .set(t.headers)
      .send({ url: receiver.url, eventTypes: ['program.updated', 'program.removed'] })
      .expect(201);
    const base = await t.app.get(ImportDump).execute(await file(BASE));
    expect(base).toMatchObject({ status: 'applied', counts: { new: BASE } });
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const heldCases: [string, () => Promise<string>, RegExp][] = [
    [
      'a Windows-1252 file',
      () => file(BASE, { encoding: 'latin1' }, 1),
      /kein gültiges UTF-8 \(Byte 0xF6 .*vermutlich Windows-1252/,
    ],
    ['a file without description', () => file(BASE, { omit: ['description'] }), /Spalte „description“ fehlt/],
    [
      'a file without funding_type',
      () => file(BASE, { omit: ['funding_type'] }),
      /Spalte „funding_type“ fehlt/,
    ],
    [
      'a file with a 100 MB field',
      () => file(BASE, { hugeField: { column: 'more_info', bytes: 100 * 1024 * 1024 } }, 1),
      /Datensatz der Datei .* ist größer als 4\.194\.304 Byte/,
    ],
    [
      'a file that blanks 30 % of the descriptions',
      () => file(BASE, { edit: (i, row) => (i % 10 < 3 ? { ...row, description: '' } : row) }),
      /Feld „texts\.description“ wäre bei 12 von 40 bekannten Programmen \(30 %\) leer/,
    ],
  ];

  it.each(heldCases)('holds %s with a German reason and changes nothing', async (_name, make, reason) => {
    const before = await footprint();
    const run = await t.app.get(ImportDump).execute(await make());
    expect(run.status).toBe('refused');
    expect(run.note).toMatch(reason);
    expect(run.note).toMatch(/zurückgehalten/);
    expect(run.preview?.holds.length).toBeGreaterThan(0);
    expect(await footprint()).toEqual(before);
  });

  it('shows a held run to the operator: counts, sample diffs and the reason, before anything changes', async () => {
    const held = await t.app.get(ImportDump).execute(await file(BASE, { omit: ['funding_type'] }, 2));
    expect(held.status).toBe('refused');
    const operator = await t.tenants.create({ scopes: ['api', 'admin', 'operator'] });
    const preview = (
      await request(t.http)
        .get(`/api/v2/admin/catalogue/sync-runs/${held.id}/preview`)
        .set(operator.headers)
        .expect(200)
    ).body;
    expect(preview.runId).toBe(held.id);
    expect(preview.counts).toMatchObject({ rows: BASE, changed: BASE, new: 0 });
    expect(preview.blanked).toContainEqual({ field: 'fundingTypes', count: BASE, of: BASE });
    expect(preview.holds[0]).toMatch(/Spalte „funding_type“ fehlt/);
    expect(preview.samples[0].changes).toContainEqual(
      expect.objectContaining({ field: 'fundingTypes', after: [] }),
    );
    await request(t.http)
      .get(`/api/v2/admin/catalogue/sync-runs/${held.id}/preview`)
      .set(t.headers)
      .expect(403);
    const missing = await request(t.http)
      .get('/api/v2/admin/catalogue/sync-runs/7b0c3c8e-0000-4000-8000-000000000000/preview')
      .set(operator.headers)
      .expect(404);
    expect(missing.body.code).toBe('CATALOGUE_SYNC_RUN_NOT_FOUND');
    const bad = await request(t.http)
      .get('/api/v2/admin/catalogue/sync-runs/kein-lauf/preview')
      .set(operator.headers)
      .expect(400);
    expect(bad.body.issues[0].path).toEqual(['id']);
  });

  it('a dry run counts and samples a clean file and writes nothing', async () => {
    const before = await footprint();
    const runs = (await sql('SELECT count(*)::int AS n FROM program_sync_runs')).n;
    const dry = await t.app.get(ImportDump).dryRun(await file(BASE + 5, {}, 3));
    expect(dry).toMatchObject({ holds: [], counts: { rows: BASE + 5, new: 5, changed: 4, unchanged: 36 } });
    expect(dry.samples.length).toBeGreaterThan(0);
    expect(await footprint()).toEqual(before);
    expect((await sql('SELECT count(*)::int AS n FROM program_sync_runs')).n).toBe(runs);
  });

  it('applies a clean file of 2,500 programs in one catalogue version step', async () => {
    const before = Number((await footprint()).version);
    const run = await t.app.get(ImportDump).execute(await file(2_500, {}, 4));
    expect(run).toMatchObject({ status: 'applied', counts: { rows: 2_500, new: 2_460, changed: 4 } });
    expect(Number((await footprint()).version)).toBe(before + 1);
    const program = (await request(t.http).get(`/api/v1/programs/${PROGRAM_0}`).set(t.headers).expect(200))
      .body;
    expect(program.description).toContain('Stand 4.');
  });

  it('a forced re-sync without a configured source answers 409 with a German reason', async () => {
    const operator = await t.tenants.create({ scopes: ['api', 'admin', 'operator'] });
    const res = await request(t.http)
      .post('/api/v2/admin/catalogue/sync-runs')
      .set(operator.headers)
      .expect(409);
    expect(res.body).toMatchObject({
      code: 'CATALOGUE_SYNC_SOURCE_MISSING',
      error: expect.stringMatching(/PROGRAM_SYNC_SOURCE_URL/),
    });
  });
});
