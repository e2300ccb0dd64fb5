import { FixedClock } from '@libs/shared';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { ScheduleTicker } from '../../apps/api/src/platform/jobs/schedule-ticker';
import { countingJobModule, JobCalls } from '../support/counting-scheduled-job';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { eventually } from '../support/webhook-receiver';

/** One database for two apps in turn: a server copy, or an embedded one on disk (it outlives the first app). */
async function databaseForRestarts(): Promise<{
  first: TestDatabase;
  again: TestDatabase;
  dispose(): Promise<void>;
}> {
  if (process.env.DATABASE_URL) {
    const db = await createTestDatabase();
    return { first: db, again: db, dispose: () => db.dispose() };
  }
  const dir = mkdtempSync(join(tmpdir(), 'fm-cron-'));
  const dataDir = join(dir, 'pglite');
  const none = async () => undefined;
  // The first start loads the migrated template into the empty directory; the restart opens what it left.
  const template = new Blob([readFileSync(process.env.FM_PGLITE_TEMPLATE!)]);
  return {
    first: { target: { kind: 'embedded', dataDir, loadDataDir: template }, dispose: none },
    again: { target: { kind: 'embedded', dataDir }, dispose: none },
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

interface RunRow {
  job: string;
  slot: Date;
  trigger: string;
  status: string;
}

describe('Scheduled jobs across a restart: missed slots are caught up once', () => {
  const retention = new JobCalls();
  const digest = new JobCalls();
  const retentionJob = () =>
    countingJobModule({
      name: 'legal-monitoring',
      cron: '0 3 * * *',
      timeZone: 'Europe/Berlin',
      calls: retention,
    });
  // The modules that own these spec job names are left out: the test schedules counting jobs under them.
  const settings = {
    jobs: { workers: true, pollingIntervalSeconds: 0.5 },
    withoutFeatures: ['catalogue-sync', 'notifications'],
  };
  let database: Awaited<ReturnType<typeof databaseForRestarts>>;
  let app: TestApp | undefined;

  beforeAll(async () => {
    database = await databaseForRestarts();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const runs = (t: TestApp): Promise<RunRow[]> =>
    // only this test's jobs: feature modules schedule their own (the hourly scheduled-reports)
    t.app
      .get(DataSource)
      .query(
        `SELECT job, slot, trigger, status FROM job_runs WHERE job IN ('legal-monitoring', 'weekly-digest') ORDER BY job, slot`,
      );
  const allFinished = (t: TestApp) =>
    eventually(async () => {
      const rows = await runs(t);
      return rows.every((r) => r.status === 'succeeded') ? rows : undefined;
    });

  it('runs the slot on time, then after three missed days runs only the latest, once, at the start', async () => {
    // Monday 03:00:40 in Berlin: the start-up tick finds the 03:00 slot due and on time.
    app = await createTestApp({
      ...settings,
      sharedDatabase: database.first,
      clock: new FixedClock(new Date('2026-11-23T02:00:40Z')),
      imports: [retentionJob()],
    });
    expect(await allFinished(app)).toEqual([
      {
        job: 'legal-monitoring',
        slot: new Date('2026-11-23T02:00:00Z'),
        trigger: 'schedule',
        status: 'succeeded',
      },
    ]);
    await app.close();
    app = undefined;

    // Down until Thursday 11:00 in Berlin: the Tuesday, Wednesday and Thursday slots passed without an
    // instance. The weekly digest is new in this version: it starts with its next slot, not a past one.
    const thursday = new FixedClock(new Date('2026-11-26T10:00:00Z'));
    app = await createTestApp({
      ...settings,
      sharedDatabase: database.again,
      clock: thursday,
      imports: [
        retentionJob(),
        countingJobModule({
          name: 'weekly-digest',
          cron: '0 7 * * 1',
          timeZone: 'Europe/Berlin',
          calls: digest,
        }),
      ],
    });
    const after = await allFinished(app);
    expect(after).toEqual([
      {
        job: 'legal-monitoring',
        slot: new Date('2026-11-23T02:00:00Z'),
        trigger: 'schedule',
        status: 'succeeded',
      },
      {
        job: 'legal-monitoring',
        slot: new Date('2026-11-26T02:00:00Z'),
        trigger: 'catch-up',
        status: 'succeeded',
      },
    ]);
    expect(retention.runs.map((r) => r.trigger)).toEqual(['schedule', 'catch-up']);
    expect(digest.runs).toEqual([]);

    // Later ticks of any instance find nothing more to do until the next slot.
    const ticker = app.app.get(ScheduleTicker);
    const ownJobs = (queued: { job: string }[]) =>
      queued.filter((r) => r.job === 'legal-monitoring' || r.job === 'weekly-digest');
    expect(ownJobs(await ticker.runDueSlots(thursday.now()))).toEqual([]);
    expect(ownJobs(await ticker.runDueSlots(new Date('2026-11-27T01:59:59Z')))).toEqual([]);
    expect(await runs(app)).toHaveLength(2);
  });
});
