import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FixedClock, tenantIdOf } from '@libs/shared';
import { ProgramRepository } from '@libs/catalogue';
import { aProgram } from '@libs/catalogue/testing';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { randomUUID } from 'node:crypto';
import { ScheduleTicker } from '../../apps/api/src/platform/jobs/schedule-ticker';
import { ImportDump } from '../../apps/api/src/catalogue-sync';
import { ProgramSyncStore } from '../../apps/api/src/catalogue-sync/application/program-sync-store.port';
import { importedProgramId } from '../../apps/api/src/catalogue-sync/domain/dump-to-program';
import { EVENT_TEXT_LIMIT, TRUNCATION_MARKER } from '../../apps/api/src/catalogue-sync/domain/field-diff';
import { BAD_ROWS, FIXTURE, writeDumpZip } from '../../apps/api/src/catalogue-sync/testing/fixture-dump';
import type { RawDumpRow } from '../../apps/api/src/catalogue-sync/domain/dump-entry';
import {
  startLoopbackFakes,
  type LoopbackFakes,
} from '../../apps/api/src/catalogue-sync/testing/loopback-fakes';
import { createTestApp, type TestApp } from '../support/test-app';
import { eventually, WebhookReceiver } from '../support/webhook-receiver';

// The setup imports the fixture dump and the tests import it again: the hooks take about a minute here.
jest.setTimeout(90_000);

const SECRET = 'cron-secret-for-tests-0123456789abcdef';
const bearer = { authorization: `Bearer ${SECRET}` };
const RUN1 = [
  FIXTURE.bayern,
  FIXTURE.loan,
  FIXTURE.curated,
  FIXTURE.eu,
  FIXTURE.leaving,
  FIXTURE.guarantee,
  ...BAD_ROWS,
];
const RUN2 = [
  {
    ...FIXTURE.bayern,
    // Longer than an event carries: the webhook gets it cut, the history whole.
    description: `<p>Zuschuss für <strong>Digitalisierung</strong>, neu bis 50 %.</p>${'<p>Einzelheiten.</p>'.repeat(40)}`,
  },
  FIXTURE.loan,
  { ...FIXTURE.curated, description: '<p>Zuschuss zur Messeteilnahme, jetzt 80 %.</p>' },
  FIXTURE.eu,
  FIXTURE.guarantee,
  FIXTURE.fresh,
];
const BAYERN = importedProgramId(FIXTURE.bayern.id_hash!);

describe('Catalogue sync: Förderdatenbank import, history, events, legal monitoring', () => {
  const clock = new FixedClock(new Date('2026-11-24T14:00:00Z'));
  let t: TestApp;
  let fakes: LoopbackFakes;
  let receiver: WebhookReceiver;
  let dir: string;

  const serve = async (rows: RawDumpRow[]) => {
    const path = join(dir, `dump-${Date.now()}.zip`);
    await writeDumpZip(path, rows);
    fakes.dump = await readFile(path);
  };
  const runJob = async (job: string) => {
    const res = await request(t.http).get(`/api/v2/cron/${job}`).set(bearer);
    expect([200, 202]).toContain(res.status);
    return eventually(async () => {
      const run = (await request(t.http).get(`/api/v2/cron/runs/${res.body.id}`).set(bearer).expect(200))
        .body;
      return run.status === 'succeeded' || run.status === 'failed' ? run : undefined;
    }, 30_000);
  };
  const sql = async (query: string, params: unknown[] = []) =>
    (await t.app.get(DataSource).query(query, params))[0] as Record<string, number | string | null>;
  const versionCount = async () => (await sql(`SELECT count(*)::int AS n FROM program_source_versions`)).n;
  const latestRun = () =>
    sql(`SELECT id, status, note, counts FROM program_sync_runs ORDER BY started_at DESC LIMIT 1`);
  const eventsOf = (type: string) =>
    receiver.received
      .map((hit) => JSON.parse(hit.body) as { type: string; data: Record<string, unknown> })
      .filter((e) => e.type === type);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'catalogue-sync-e2e-'));
    fakes = await startLoopbackFakes();
    receiver = await WebhookReceiver.start();
    t = await createTestApp({
      clock,
      jobs: { workers: true, pollingIntervalSeconds: 0.5 },
      features: {
        cron: { secret: SECRET },
        webhooks: { allowHttp: true, allowPrivateAddresses: true, timeoutMs: 3000 },
        catalogueSync: {
          sourceUrl: `${fakes.url}/data/csv_data.zip`,
          goneAfterRuns: 2,
          maxRowDropPercent: 10,
          heldDumpDir: join(dir, 'held'),
          legalFeedUrl: `${fakes.url}/dip/api/v1`,
          legalFeedApiKey: 'dip-test-key',
        },
      },
    });
    await t.app.get(ScheduleTicker).stop(); // the test triggers the slots itself
    await request(t.http)
      .post('/api/v2/developer/webhooks')
      .set(t.headers)
      .send({
        url: receiver.url,
        eventTypes: [
          'program.updated',
          'program.removed',
          'program.deadline_approaching',
          'legal.rule_expiring',
          'legal.change_detected',
        ],
      })
      .expect(201);
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
    await new Promise((r) => fakes?.server.close(r));
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('imports the dump from its URL on the program-sync trigger; the same slot triggered five times imports once', async () => {
    await serve(RUN1);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => request(t.http).get('/api/v2/cron/program-sync').set(bearer)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 202]);
    const run = await runJob('program-sync');
    expect(run.status).toBe('succeeded');
    expect(run.counts).toMatchObject({ rows: 6, new: 6, refused: 2, applied: 1 });
    const [{ n }] = await t.app.get(DataSource).query(`SELECT count(*)::int AS n FROM program_sync_runs`);
    expect(n).toBe(1);

    const program = (await request(t.http).get(`/api/v1/programs/${BAYERN}`).set(t.headers).expect(200)).body;
    expect(program).toMatchObject({
      name: 'Digitalbonus Test Bayern',
      category: 'zuschuss',
      level: 'landesweit',
      eligibleRegions: ['BY'],
      status: 'aktiv',
    });
    expect(program.description).not.toContain('<script>');
    // The curated program of the same page is linked, not imported twice.
    await request(t.http)
      .get(`/api/v1/programs/${importedProgramId(FIXTURE.curated.id_hash!)}`)
      .set(t.headers)
      .expect(404);
  });

  it('calculates an imported program with 0 and a warning, and matches it with the reason why', async () => {
    const profile = { employeeCount: 20, revenueEur: 3_000_000, federalState: 'BY', industryCode: '62.01' };
    const calc = (
      await request(t.http)
        .post('/api/v1/calculations')
        .set(t.headers)
        .send({ programId: BAYERN, projectBudgetEur: 50_000, applicantProfile: profile })
        .expect(200)
    ).body;
    expect(calc.estimatedSubsidyEur).toBe(0);
    expect(JSON.stringify(calc.cumulationWarnings)).toMatch(/nicht strukturiert erfasst/);
    const matches = (
      await request(t.http).post('/api/v1/matches').set(t.headers).send({ profile, limit: 50 }).expect(200)
    ).body.matches as { programId: string; reasons: string[] }[];
    const imported = matches.find((m) => m.programId === BAYERN);
    expect(imported?.reasons).toContain('Konditionen nicht strukturiert erfasst: kein Betrag geschätzt');
  });

  it('shows the history with verbatim texts and attribution', async () => {
    const body = (await request(t.http).get(`/api/v2/programs/${BAYERN}/history`).set(t.headers).expect(200))
      .body;
    expect(body.versions).toHaveLength(1);
    expect(body.versions[0]).toMatchObject({ version: 1, kind: 'created', validTo: null });
    expect(body.versions[0].source.description).toBe(FIXTURE.bayern.description);
    expect(body.versions[0].source.attribution).toMatch(/CC BY-ND 3\.0 DE/);
    expect(body.versions[0].source.descriptionText).toBe('Zuschuss für Digitalisierung.');
  });

  it('a changed dump the next day: a new version with its diff, program.updated to subscribers, curated change held for review', async () => {
    clock.set(new Date('2026-11-25T14:00:00Z'));
    await serve(RUN2);
    const run = await runJob('program-sync');
    expect(run.counts).toMatchObject({ new: 1, changed: 2, unchanged: 3, review: 1 });
    const history = (
      await request(t.http).get(`/api/v2/programs/${BAYERN}/history`).set(t.headers).expect(200)
    ).body;
    expect(history.versions.map((v: { kind: string }) => v.kind)).toEqual(['created', 'changed']);
    expect(history.versions[1].changes).toEqual([
      { field: 'texts.description', before: expect.any(String), after: expect.stringContaining('50 %') },
    ]);
    const updated = await eventually(async () => eventsOf('program.updated')[0]);
    // The diff itself, as the webhook outbox delivered it: the short text whole, the long one cut.
    expect(updated.data).toEqual({
      programId: BAYERN,
      changedFields: ['texts.description'],
      changes: [
        {
          field: 'texts.description',
          before: FIXTURE.bayern.description,
          after: `${RUN2[0]!.description!.slice(0, EVENT_TEXT_LIMIT)}${TRUNCATION_MARKER}`,
          truncated: true,
        },
      ],
      version: 2,
    });
    expect(history.versions[1].changes[0].after).toBe(RUN2[0]!.description);
    // Curated terms untouched.
    const curated = (
      await request(t.http)
        .get('/api/v1/programs/bafa-messeprogramm-junge-innovative-unternehmen')
        .set(t.headers)
        .expect(200)
    ).body;
    expect(curated.description).not.toContain('80 %');

    const changes = (
      await request(t.http)
        .get('/api/v2/programs')
        .query({ changedSince: '2026-11-25T00:00:00Z' })
        .set(t.headers)
        .expect(200)
    ).body;
    expect(
      changes.items.map((c: { programId: string; kind: string }) => [c.programId, c.kind]).sort(),
    ).toEqual(
      [
        [BAYERN, 'changed'],
        ['bafa-messeprogramm-junge-innovative-unternehmen', 'changed'],
        [importedProgramId(FIXTURE.fresh.id_hash!), 'created'],
      ].sort(),
    );
    expect(changes.total).toBe(3);
  });

  it('pages the history: limit and offset with the total, a bad page refused with 400', async () => {
    const page = (
      await request(t.http)
        .get(`/api/v2/programs/${BAYERN}/history`)
        .query({ limit: 1, offset: 1 })
        .set(t.headers)
        .expect(200)
    ).body;
    expect(page).toMatchObject({ programId: BAYERN, total: 2, limit: 1, offset: 1 });
    expect(page.versions.map((v: { version: number }) => v.version)).toEqual([2]);
    const bad = await request(t.http)
      .get(`/api/v2/programs/${BAYERN}/history`)
      .query({ limit: 0 })
      .set(t.headers)
      .expect(400);
    expect(bad.body.issues[0].path).toEqual(['limit']);
  });

  it('lists the runs with their review items for the operator only', async () => {
    const operator = await t.tenants.create({ scopes: ['api', 'admin', 'operator'] });
    const runs = (
      await request(t.http).get('/api/v2/admin/catalogue/sync-runs').set(operator.headers).expect(200)
    ).body;
    expect(runs.items.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied']);
    // Only the Young Innovators page is cited by the curation (and in the fixture): the rest stay unlinked.
    expect(runs.items[0].unlinkedCurated).toHaveLength(106);
    expect(runs.items[0].unlinkedCurated).not.toContain('bafa-messeprogramm-junge-innovative-unternehmen');
    expect(runs.items[0].review).toEqual([
      expect.objectContaining({
        programId: 'bafa-messeprogramm-junge-innovative-unternehmen',
        fields: ['texts.description'],
      }),
    ]);
    await request(t.http).get('/api/v2/admin/catalogue/sync-runs').set(t.headers).expect(403);
  });

  it('refuses bad input on the change list with 400', async () => {
    const res = await request(t.http)
      .get('/api/v2/programs')
      .query({ changedSince: 'gestern' })
      .set(t.headers)
      .expect(400);
    expect(res.body.issues[0].path).toEqual(['changedSince']);
    await request(t.http).get('/api/v2/programs').set(t.headers).expect(400);
  });

  it('a program missing from two runs becomes ausgelaufen and raises program.removed', async () => {
    clock.set(new Date('2026-11-26T14:00:00Z'));
    await serve([...RUN2].reverse()); // other bytes, same programs: the second miss
    const run = await runJob('program-sync');
    expect(run.counts.gone).toBe(1);
    const gone = importedProgramId(FIXTURE.leaving.id_hash!);
    expect(
      (await request(t.http).get(`/api/v1/programs/${gone}`).set(t.headers).expect(200)).body.status,
    ).toBe('ausgelaufen');
    const removed = await eventually(async () => eventsOf('program.removed')[0]);
    expect(removed.data).toEqual({ programId: gone, removedOn: '2026-11-26' });
    const history = (await request(t.http).get(`/api/v2/programs/${gone}/history`).set(t.headers).expect(200))
      .body;
    expect(history.versions.at(-1)).toMatchObject({
      kind: 'removed',
      changes: [{ field: 'status', before: 'aktiv', after: 'ausgelaufen' }],
    });
  });

  it('announces a deadline 30 days ahead once, not again the next day', async () => {
    await serve([...RUN2].reverse());
    clock.set(new Date('2026-12-01T14:00:00Z'));
    expect((await runJob('program-sync')).counts).toMatchObject({ deadlinesAnnounced: 1 });
    clock.set(new Date('2026-12-02T14:00:00Z'));
    expect((await runJob('program-sync')).counts).toMatchObject({ deadlinesAnnounced: 0 });
    const hit = await eventually(async () => eventsOf('program.deadline_approaching')[0]);
    expect(hit.data).toEqual({
      programId: 'bafa-foerderung-unternehmensberatungen-kmu',
      deadline: '2026-12-31T23:59:59+01:00',
      daysLeft: 30,
    });
  });

  it('lists the dated rules and monitors them: GBER expiring, a DIP change on the Forschungszulage', async () => {
    const rules = (await request(t.http).get('/api/v2/legal/rules').set(t.headers).expect(200)).body;
    expect(rules.asOf).toBe('2026-12-02');
    expect(rules.items.find((r: { ruleId: string }) => r.ruleId === 'gber-651/2014')).toMatchObject({
      validTo: '2026-12-31',
      daysLeft: 29,
      status: 'in_force',
    });
    const run = await runJob('legal-monitoring');
    expect(run.counts).toEqual({ expiring: 1, changes: 1 });
    // Cursor pagination until an empty page; the watermark filter and the key as DIP expects them.
    expect(fakes.dipRequests.map((u) => u.searchParams.get('cursor'))).toEqual([null, 'page-2', 'page-3']);
    expect(fakes.dipRequests[0]!.searchParams.get('f.aktualisiert.start')).toBe('2026-11-02T14:00:00');
    const change = await eventually(async () => eventsOf('legal.change_detected')[0]);
    expect(change.data).toEqual({
      changeId: '311001',
      title: 'Gesetz zur Änderung des Forschungszulagengesetzes (FZulG)',
      ruleIds: expect.arrayContaining(['fzulg-base-12m-2026', 'fzulg-rate-25']),
    });
    expect((await eventually(async () => eventsOf('legal.rule_expiring')[0])).data).toEqual({
      ruleId: 'gber-651/2014',
      validTo: '2026-12-31',
      daysLeft: 29,
    });
    // The next day: nothing announced twice, the feed read from its watermark.
    clock.set(new Date('2026-12-03T14:00:00Z'));
    expect((await runJob('legal-monitoring')).counts).toEqual({ expiring: 0, changes: 0 });
    expect(fakes.dipRequests[3]!.searchParams.get('f.aktualisiert.start')).toBe('2026-11-19T09:00:00');
  });

  it("tenant B gets 404 on the history of tenant A's own program; A sees it without versions", async () => {
    const b = await t.tenants.create();
    await t.app
      .get(ProgramRepository)
      .upsert([aProgram({ id: 'own-program-a', tenantId: tenantIdOf(t.tenantId) })]);
    const own = await request(t.http)
      .get('/api/v2/programs/own-program-a/history')
      .set(t.headers)
      .expect(200);
    expect(own.body).toEqual({ programId: 'own-program-a', versions: [], total: 0, limit: 20, offset: 0 });
    const other = await request(t.http)
      .get('/api/v2/programs/own-program-a/history')
      .set(b.headers)
      .expect(404);
    expect(other.body.code).toBe('PROGRAM_HISTORY_NOT_FOUND');
  });

  // The guards below on the real database (the unit tests hold them against the in-memory store).
  it('re-importing an identical file is recognised by its checksum: a skipped run, nothing written', async () => {
    clock.set(new Date('2026-12-04T14:00:00Z'));
    await serve(RUN2);
    expect((await runJob('program-sync')).counts).toMatchObject({ applied: 1 });
    const versions = await versionCount();
    clock.set(new Date('2026-12-05T14:00:00Z')); // the next day's slot, the same bytes
    const run = await runJob('program-sync');
    expect(run).toMatchObject({ status: 'succeeded', counts: { applied: 0, new: 0, unchanged: 0 } });
    expect(await latestRun()).toMatchObject({
      status: 'skipped',
      note: expect.stringMatching(/Dieselbe Datei/),
    });
    expect(await versionCount()).toBe(versions);
  });

  it('refuses a run that drops more than 10 % of the programs, keeps its file, and applies that file on request', async () => {
    const versions = await versionCount();
    const missing = async () =>
      (await sql(`SELECT sum(missing_runs)::int AS n FROM program_source_states`)).n;
    const missingBefore = await missing();
    clock.set(new Date('2026-12-06T14:00:00Z'));
    await serve([FIXTURE.bayern, FIXTURE.loan]); // a partial crawl: 2 of 6
    const job = await runJob('program-sync');
    expect(job).toMatchObject({ status: 'succeeded', counts: { rows: 2, applied: 0 } });
    const refused = await latestRun();
    expect(refused.status).toBe('refused');
    expect(refused.note).toContain(`catalogue:import --run ${refused.id}`);
    expect(await versionCount()).toBe(versions);
    expect(await missing()).toBe(missingBefore); // nobody counted as missing from a refused run
    const operator = await t.tenants.create({ scopes: ['api', 'admin', 'operator'] });
    const listed = (
      await request(t.http).get('/api/v2/admin/catalogue/sync-runs').set(operator.headers).expect(200)
    ).body.items[0];
    expect(listed).toMatchObject({ id: refused.id, status: 'refused' });

    // The operator reviewed it (the CLI's `--run <id>`): exactly that file, although the URL serves another now.
    await serve(RUN2);
    clock.set(new Date('2026-12-06T15:00:00Z'));
    const applied = await t.app.get(ImportDump).applyHeld(String(refused.id));
    // The refused file had Bayern's old text: applying it is a change back, the served RUN2 would be none.
    expect(applied).toMatchObject({ status: 'applied', counts: { rows: 2, changed: 1, unchanged: 1 } });
    const seenBy = async (runId: string) =>
      (await sql(`SELECT count(*)::int AS n FROM program_source_states WHERE last_seen_run = $1`, [runId])).n;
    expect(await seenBy(applied.id)).toBe(2);
    expect(await seenBy(String(refused.id))).toBe(0);
    await expect(t.app.get(ImportDump).applyHeld(String(refused.id))).rejects.toThrow(
      /nicht mehr aufbewahrt/,
    );
  });

  it('imports one at a time: a second import beside a running one is refused; an abandoned one is taken over', async () => {
    clock.set(new Date('2026-12-07T14:00:00Z'));
    const blocker = {
      ...(await t.app.get(ProgramSyncStore).lastAppliedRun())!,
      id: randomUUID(),
      status: 'running' as const,
      startedAt: new Date('2026-12-07T13:50:00Z'),
      finishedAt: null,
    };
    await t.app.get(ProgramSyncStore).startRun(blocker);
    const source = `${fakes.url}/data/csv_data.zip`;
    await expect(t.app.get(ImportDump).execute(source)).rejects.toThrow(
      `Ein anderer Import läuft bereits (Lauf ${blocker.id}).`,
    );
    expect((await sql(`SELECT count(*)::int AS n FROM program_sync_runs WHERE status = 'running'`)).n).toBe(
      1,
    );
    // Its process died an hour ago: the next import marks it failed and runs.
    clock.set(new Date('2026-12-07T14:51:00Z'));
    expect((await t.app.get(ImportDump).execute(source)).status).toBe('applied');
    expect(await sql(`SELECT status, note FROM program_sync_runs WHERE id = $1`, [blocker.id])).toEqual({
      status: 'failed',
      note: 'Abgebrochen (Prozess beendet).',
    });
  });

  it('an operator forces a re-sync through the API at once, beside the slot; others may not', async () => {
    clock.set(new Date('2026-12-07T16:00:00Z'));
    await serve([...RUN2, FIXTURE.leaving]);
    const operator = await t.tenants.create({ scopes: ['api', 'admin', 'operator'] });
    await request(t.http).post('/api/v2/admin/catalogue/sync-runs').set(t.headers).expect(403);
    const run = (
      await request(t.http).post('/api/v2/admin/catalogue/sync-runs').set(operator.headers).expect(200)
    ).body;
    expect(run).toMatchObject({ status: 'applied', counts: { returned: 1 } });
    // Again at once: a second run, the same file recognised (the slot's once-per-day does not apply).
    const again = (
      await request(t.http).post('/api/v2/admin/catalogue/sync-runs').set(operator.headers).expect(200)
    ).body;
    expect(again).toMatchObject({ status: 'skipped' });
    expect(again.id).not.toBe(run.id);
  });
});
