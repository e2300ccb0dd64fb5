import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FixedClock } from '@libs/shared';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ImportDump } from '../../apps/api/src/catalogue-sync';
import { ImportAlreadyRunningError } from '../../apps/api/src/catalogue-sync/application/program-sync-store.port';
import type { RawDumpRow } from '../../apps/api/src/catalogue-sync/domain/dump-entry';
import { importedProgramId } from '../../apps/api/src/catalogue-sync/domain/dump-to-program';
import { FIXTURE, writeDumpZip } from '../../apps/api/src/catalogue-sync/testing/fixture-dump';
import {
  startLoopbackFakes,
  type LoopbackFakes,
} from '../../apps/api/src/catalogue-sync/testing/loopback-fakes';
import { ScheduleTicker } from '../../apps/api/src/platform/jobs/schedule-ticker';
import { createTestApp, type TestApp } from '../support/test-app';
import { queuesIdle } from '../support/queues-idle';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { eventually } from '../support/webhook-receiver';

// Two app instances on one database, runs of the sync triggered on both through the cron route: about a minute.
jest.setTimeout(120_000);

const SECRET = 'cron-secret-for-tests-0123456789abcdef';
/** Two instances need a server (DATABASE_URL): the embedded database is one process's. */
const onServer = process.env.DATABASE_URL ? describe : describe.skip;

const RUN1 = [FIXTURE.bayern, FIXTURE.loan, FIXTURE.curated, FIXTURE.eu, FIXTURE.leaving, FIXTURE.guarantee];
const BAYERN = FIXTURE.bayern.id_hash!;
const withBayernText = (text: string): RawDumpRow[] =>
  RUN1.map((row) => (row === FIXTURE.bayern ? { ...row, description: `<p>${text}</p>` } : row));

/**
 * The real program-sync job
 * (not a stub) on two API instances with workers on one PostgreSQL, importing a dump served over HTTP.
 */
onServer('Catalogue sync: two instances on one PostgreSQL', () => {
  const clock = new FixedClock(new Date('2026-11-24T14:00:00Z'));
  let database: TestDatabase;
  let fakes: LoopbackFakes;
  let dir: string;
  let a: TestApp;
  let b: TestApp;

  const instance = async () => {
    const t = await createTestApp({
      clock,
      sharedDatabase: database,
      jobs: { workers: true, pollingIntervalSeconds: 0.5, concurrency: 2 },
      features: {
        cron: { secret: SECRET },
        catalogueSync: {
          sourceUrl: `${fakes.url}/data/csv_data.zip`,
          goneAfterRuns: 2,
          maxRowDropPercent: 10,
          heldDumpDir: join(dir, 'held'),
          legalFeedUrl: null,
          legalFeedApiKey: null,
        },
      },
    });
    await t.app.get(ScheduleTicker).stop(); // the test decides when the schedules are checked
    return t;
  };
  const serve = async (rows: RawDumpRow[]) => {
    const path = join(dir, `dump-${Date.now()}.zip`);
    await writeDumpZip(path, rows);
    fakes.dump = await readFile(path);
  };
  const sql = async (query: string, params: unknown[] = []) =>
    (await a.app.get(DataSource).query(query, params)) as Record<string, unknown>[];
  const runs = () => sql(`SELECT status FROM program_sync_runs ORDER BY started_at`);
  /** Versions per dump program: one set means one version per program and change, whoever imported. */
  const versionsOf = async (idHash: string) =>
    (
      await sql(`SELECT version, kind FROM program_source_versions WHERE id_hash = $1 ORDER BY version`, [
        idHash,
      ])
    ).map((v) => [v.version, v.kind]);
  const finishedRuns = (n: number) =>
    eventually(async () => {
      const all = await runs();
      return all.length >= n && all.every((r) => r.status !== 'running') ? all : undefined;
    }, 60_000);
  // Every run of a slot goes through this queue: once it is idle, a duplicate import would have started.
  const settled = () => queuesIdle(a.app, ['scheduled-job-run'], { timeoutMs: 60_000 });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'catalogue-sync-instances-'));
    fakes = await startLoopbackFakes();
    database = await createTestDatabase();
    a = await instance();
    b = await instance();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.dispose();
    await new Promise((r) => fakes?.server.close(r));
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('the program-sync trigger hit ten times on both instances: one job run, one import, one version per program', async () => {
    await serve(RUN1);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        request((i % 2 === 0 ? a : b).http)
          .get('/api/v2/cron/program-sync')
          .set('authorization', `Bearer ${SECRET}`),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 202]);
    expect(new Set(answers.map((r) => r.body.id)).size).toBe(1);
    const job = await eventually(async () => {
      const run = (
        await request(b.http)
          .get(`/api/v2/cron/runs/${answers[0]!.body.id}`)
          .set('authorization', `Bearer ${SECRET}`)
          .expect(200)
      ).body;
      return run.status === 'succeeded' || run.status === 'failed' ? run : undefined;
    }, 60_000);
    expect(job).toMatchObject({ status: 'succeeded', counts: { new: 6, applied: 1 } });
    await settled();
    expect(await runs()).toEqual([{ status: 'applied' }]);
    expect(await sql(`SELECT count(*)::int AS n, max(version) AS v FROM program_source_versions`)).toEqual([
      { n: 6, v: 1 },
    ]);
    expect(
      await sql(`SELECT count(*)::int AS n FROM programs WHERE id LIKE 'fdb-%' AND tenant_id IS NULL`),
    ).toEqual([{ n: 5 }]); // the curated program's entry is linked, not imported
  });

  it('the next slot ticked on both instances at the same moment imports the changed dump once', async () => {
    await serve(withBayernText('Zuschuss für Digitalisierung, neu bis 50 %.'));
    clock.set(new Date('2026-11-25T04:30:30Z')); // 05:30:30 in Berlin
    const ticks = await Promise.all(
      [a, b, a, b].map((t) => t.app.get(ScheduleTicker).runDueSlots(clock.now())),
    );
    expect(ticks.flat().filter((r) => r.job === 'program-sync')).toHaveLength(1);
    expect(await finishedRuns(2)).toEqual([{ status: 'applied' }, { status: 'applied' }]);
    await settled();
    expect(await runs()).toHaveLength(2);
    expect(await versionsOf(BAYERN)).toEqual([
      [1, 'created'],
      [2, 'changed'],
    ]);
    expect(await versionsOf(FIXTURE.loan.id_hash!)).toEqual([[1, 'created']]);
  });

  it('the same dump imported on both instances at once (the CLI beside the job): applied once, the other waits or skips', async () => {
    await serve(withBayernText('Zuschuss für Digitalisierung, neu bis 60 %.'));
    clock.set(new Date('2026-11-26T10:00:00Z'));
    const source = `${fakes.url}/data/csv_data.zip`;
    const outcomes = await Promise.allSettled([a, b].map((t) => t.app.get(ImportDump).execute(source)));
    const statuses = outcomes.map((o) =>
      o.status === 'fulfilled'
        ? o.value.status
        : o.reason instanceof ImportAlreadyRunningError
          ? 'already-running'
          : String(o.reason),
    );
    // Overlapping, the second finds the first's run in progress; after it, the first's applied file.
    expect(statuses.sort()).toEqual(
      statuses.includes('skipped') ? ['applied', 'skipped'] : ['already-running', 'applied'],
    );
    expect((await runs()).filter((r) => r.status === 'applied')).toHaveLength(3);
    expect(await versionsOf(BAYERN)).toEqual([
      [1, 'created'],
      [2, 'changed'],
      [3, 'changed'],
    ]);
    const program = (
      await request(b.http)
        .get(`/api/v1/programs/${importedProgramId(BAYERN)}`)
        .set(b.headers)
        .expect(200)
    ).body;
    expect(program.description).toContain('60 %');
  });
});
