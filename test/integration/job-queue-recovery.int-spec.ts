import { openDatabase, type DatabaseConnection } from '../../apps/api/src/platform/database/database.module';
import { APP_SCHEMA } from '../../apps/api/src/features';
import { PgBossJobQueue } from '../../apps/api/src/platform/jobs/pg-boss-job-queue';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { testConfig } from '../support/test-app';
import { eventually } from '../support/webhook-receiver';

const QUEUE = 'recovery-probe';

/**
 * The kernel's promise (job-queue.port.ts): a job whose worker died is handed out again. A worker that dies
 * leaves its job `active` in pgboss.job; the sweep of an instance with workers (every `sweepIntervalSeconds`)
 * turns it into a retry once `started_on + expire_in` has passed, and the next worker runs it. A real kill of a
 * whole app is test/e2e/video-restart.e2e-spec.ts; this is the queue alone, on either database.
 */
describe('the job queue after a worker died', () => {
  let db: TestDatabase;
  let connection: DatabaseConnection;
  const queues: PgBossJobQueue[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    connection = await openDatabase(testConfig({ database: db.target }), APP_SCHEMA);
  });
  afterAll(async () => {
    for (const queue of queues) await queue.onModuleDestroy();
    await connection?.dataSource.destroy();
    await connection?.embedded?.close();
    await db?.dispose();
  });

  it('hands a job left active past its expiry to the next worker, as a retry of the same job', async () => {
    const ds = connection.dataSource;
    const accepting = new PgBossJobQueue(ds, { workers: false, pollingIntervalSeconds: 1, concurrency: 1 });
    queues.push(accepting);
    accepting.register(QUEUE, async () => undefined);
    await accepting.onApplicationBootstrap();
    await accepting.enqueue(QUEUE, { n: 1 }, { expireInSeconds: 1 });
    // As a worker that fetched the job and was then killed leaves it: active, started, never completed.
    await ds.query(`UPDATE pgboss.job SET state = 'active', started_on = now() WHERE name = $1`, [QUEUE]);

    const seen: object[] = [];
    const next = new PgBossJobQueue(ds, {
      workers: true,
      pollingIntervalSeconds: 0.5,
      concurrency: 1,
      sweepIntervalSeconds: 1,
    });
    queues.push(next);
    next.register(QUEUE, async (data) => void seen.push(data));
    await next.onApplicationBootstrap();

    const jobs = await eventually(async () => {
      const rows = (await ds.query(`SELECT state, retry_count FROM pgboss.job WHERE name = $1`, [QUEUE])) as {
        state: string;
        retry_count: number;
      }[];
      return rows.every((r) => r.state === 'completed') ? rows : undefined;
    }, 30_000);
    expect(jobs).toEqual([{ state: 'completed', retry_count: 1 }]);
    expect(seen).toEqual([{ n: 1 }]);
  });
});
