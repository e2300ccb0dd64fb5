import { openDatabase, type DatabaseConnection } from '../../apps/api/src/platform/database/database.module';
import { APP_SCHEMA } from '../../apps/api/src/features';
import { PgBossJobQueue } from '../../apps/api/src/platform/jobs/pg-boss-job-queue';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { testConfig } from '../support/test-app';

const QUEUE = 'insert-sql-probe';

/**
 * The outbox inserts delivery jobs in SQL (`JobQueue#insertSql`, ADR 0012) instead of through pg-boss's
 * `send`. This pins the two to the same rows: every column but the id, the data and the moments, and the
 * moments relative to each other, for the queue as created and for a queue with its own retention and
 * back-off (the columns pg-boss takes from the queue). On either database.
 */
describe('jobs inserted in SQL are the jobs pg-boss would insert', () => {
  let db: TestDatabase;
  let connection: DatabaseConnection;
  let queue: PgBossJobQueue;

  beforeAll(async () => {
    db = await createTestDatabase();
    connection = await openDatabase(testConfig({ database: db.target }), APP_SCHEMA);
    queue = new PgBossJobQueue(connection.dataSource, {
      workers: false,
      pollingIntervalSeconds: 1,
      concurrency: 1,
    });
    queue.register(QUEUE, async () => undefined);
    await queue.onApplicationBootstrap();
  });
  afterAll(async () => {
    await queue?.onModuleDestroy();
    await connection?.dataSource.destroy();
    await connection?.embedded?.close();
    await db?.dispose();
  });

  async function insertInSql(data: object, expireInSeconds?: number): Promise<void> {
    const insert = queue.insertSql(QUEUE, expireInSeconds ? { expireInSeconds } : {});
    if (!insert) throw new Error('the queue has started: it inserts in SQL');
    const sql = `WITH source AS (SELECT $${insert.parameters.length + 1}::jsonb AS data)
      ${insert.sql.replace('{{source}}', 'source')}`;
    await connection.dataSource.query(sql, [...insert.parameters, JSON.stringify(data)]);
  }

  async function jobs(): Promise<{ data: { via: string }; rest: object; kept: string; delay: string }[]> {
    const rows = await connection.dataSource.query(
      `SELECT data, to_jsonb(j) - 'id' - 'data' - 'start_after' - 'created_on' - 'keep_until' AS rest,
              (keep_until - start_after)::text AS kept, date_trunc('second', start_after - created_on)::text AS delay
       FROM pgboss.job j WHERE name = $1 ORDER BY data ->> 'via'`,
      [QUEUE],
    );
    await connection.dataSource.query(`DELETE FROM pgboss.job WHERE name = $1`, [QUEUE]);
    return rows;
  }

  function expectSame(rows: Awaited<ReturnType<typeof jobs>>): void {
    expect(rows.map((row) => row.data.via)).toEqual(['send', 'sql']);
    const [sent, inserted] = rows;
    expect(inserted?.rest).toEqual(sent?.rest);
    expect(inserted?.kept).toBe(sent?.kept);
    expect(inserted?.delay).toBe(sent?.delay);
  }

  it('is not offered before the queue started (its row may be missing): the caller enqueues as usual', () => {
    const idle = new PgBossJobQueue(connection.dataSource, {
      workers: false,
      pollingIntervalSeconds: 1,
      concurrency: 1,
    });
    idle.register(QUEUE, async () => undefined);
    expect(idle.insertSql(QUEUE)).toBeNull();
  });

  it('for the queue as created, with the default and with its own expiry', async () => {
    await queue.enqueue(QUEUE, { via: 'send' });
    await insertInSql({ via: 'sql' });
    const rows = await jobs();
    expectSame(rows);
    expect(rows[0]?.rest).toMatchObject({ state: 'created', retry_limit: 5, retry_delay: 5, priority: 0 });

    await queue.enqueue(QUEUE, { via: 'send' }, { expireInSeconds: 900 });
    await insertInSql({ via: 'sql' }, 900);
    expectSame(await jobs());
  });

  it('for a queue with its own retention and back-off', async () => {
    await connection.dataSource.query(
      `UPDATE pgboss.queue SET retention_minutes = 30, retry_backoff = true WHERE name = $1`,
      [QUEUE],
    );
    await queue.enqueue(QUEUE, { via: 'send' });
    await insertInSql({ via: 'sql' });
    const rows = await jobs();
    expectSame(rows);
    expect(rows[0]?.kept).toBe('00:30:00');
    expect(rows[0]?.rest).toMatchObject({ retry_backoff: true });
  });
});
