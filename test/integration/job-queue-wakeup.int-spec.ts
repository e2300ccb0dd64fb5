import { openDatabase, type DatabaseConnection } from '../../apps/api/src/platform/database/database.module';
import { APP_SCHEMA } from '../../apps/api/src/features';
import { PgBossJobQueue } from '../../apps/api/src/platform/jobs/pg-boss-job-queue';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { testConfig } from '../support/test-app';
import { eventually } from '../support/webhook-receiver';

/** Far longer than any wait below: a job these tests see run was woken, not polled. */
const POLL_SECONDS = 60;

/**
 * ADR 0034: a committed job wakes the idle workers of its queue through `fm_jobs` (the trigger on
 * pgboss.job), a delayed job wakes them when it is due, and a worker that found a job looks again at once.
 * The workers here poll once a minute, so each case would time out on polling alone; on either database,
 * with the jobs sent by another queue instance (as another app instance would).
 */
describe('the job queue wakes its workers instead of polling', () => {
  let db: TestDatabase;
  let connection: DatabaseConnection;
  let sender: PgBossJobQueue;
  let worker: PgBossJobQueue;
  const seen: { queue: string; n: number; at: number }[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    connection = await openDatabase(testConfig({ database: db.target }), APP_SCHEMA);
    const ds = connection.dataSource;
    sender = new PgBossJobQueue(ds, { workers: false, pollingIntervalSeconds: POLL_SECONDS, concurrency: 1 });
    worker = new PgBossJobQueue(
      ds,
      { workers: true, pollingIntervalSeconds: POLL_SECONDS, concurrency: 2 },
      connection.notifications,
    );
    for (const queue of ['wake-now', 'wake-batch', 'wake-later']) {
      sender.register(queue, async () => undefined);
      worker.register<{ n: number }>(queue, async ({ n }) => void seen.push({ queue, n, at: Date.now() }));
    }
    await sender.onApplicationBootstrap();
    await worker.onApplicationBootstrap();
    // Every worker's first fetch (at start) is over: from here on they sleep for POLL_SECONDS. pg-boss does not
    // announce a fetch, so this waits for one; the assertions below measure wake-ups, never this pause.
    await new Promise((r) => setTimeout(r, 1_000));
  });
  afterAll(async () => {
    await worker?.onModuleDestroy();
    await sender?.onModuleDestroy();
    await connection?.dataSource.destroy();
    await connection?.embedded?.close();
    await db?.dispose();
  });

  const done = (queue: string, count: number) =>
    eventually(async () => {
      const runs = seen.filter((s) => s.queue === queue);
      return runs.length >= count ? runs : undefined;
    }, 10_000);

  it('runs a job sent by another instance at once', async () => {
    const sent = Date.now();
    await sender.enqueue('wake-now', { n: 1 });
    const [run] = await done('wake-now', 1);
    expect(run!.at - sent).toBeLessThan(5_000);
  });

  it('drains a batch larger than the workers without waiting for a poll between jobs', async () => {
    // One statement: one notification for the whole batch (equal payloads of a transaction are folded).
    await connection.dataSource.query(
      `INSERT INTO pgboss.job (name, data) SELECT 'wake-batch', jsonb_build_object('n', n)
         FROM generate_series(1, 7) AS n`,
    );
    const runs = await done('wake-batch', 7);
    expect(runs.map((r) => r.n).sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('runs a delayed job when it is due, not before', async () => {
    const sent = Date.now();
    await sender.enqueue('wake-later', { n: 1 }, { startAfterSeconds: 2 });
    const [run] = await done('wake-later', 1);
    expect(run!.at - sent).toBeGreaterThanOrEqual(1_500);
    expect(run!.at - sent).toBeLessThan(8_000);
  });

  it('installs its trigger once, however many instances start', async () => {
    const instances = [1, 2].map(
      () =>
        new PgBossJobQueue(connection.dataSource, {
          workers: false,
          pollingIntervalSeconds: POLL_SECONDS,
          concurrency: 1,
        }),
    );
    await Promise.all(instances.map((q) => q.ready()));
    for (const q of instances) await q.onModuleDestroy();
    const [row] = (await connection.dataSource.query(
      `SELECT count(*)::int AS count FROM pg_trigger WHERE tgname = 'fm_job_wakeup' AND NOT tgisinternal
         AND tgrelid = 'pgboss.job'::regclass`,
    )) as { count: number }[];
    expect(row?.count).toBe(1);
  });
});
