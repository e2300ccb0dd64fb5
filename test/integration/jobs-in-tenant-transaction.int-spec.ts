import { tenantIdOf } from '@libs/shared';
import { randomUUID } from 'node:crypto';
import { openDatabase, type DatabaseConnection } from '../../apps/api/src/platform/database/database.module';
import { APP_SCHEMA } from '../../apps/api/src/features';
import { PgBossJobQueue } from '../../apps/api/src/platform/jobs/pg-boss-job-queue';
import { TenantTransaction } from '../../apps/api/src/platform/tenancy/tenant-transaction';
import { transactionOf } from '../../apps/api/src/platform/tenancy/typeorm-unit-of-work';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { testConfig } from '../support/test-app';

const QUEUE = 'in-transaction-probe';
const TENANT = tenantIdOf(randomUUID());

/**
 * Jobs enqueued inside a tenant transaction go through pg-boss's own public API (`insert` and `send` with
 * its `db` executor on the transaction's connection), as the application role: they exist exactly when the
 * transaction commits, with the options `enqueue` gives them, whatever SQL this pg-boss version writes.
 * On either database.
 */
describe('jobs enqueued in a tenant transaction', () => {
  let db: TestDatabase;
  let connection: DatabaseConnection;
  let queue: PgBossJobQueue;
  let tenantTx: TenantTransaction;

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
    tenantTx = new TenantTransaction(connection.dataSource);
  });
  afterAll(async () => {
    await queue?.onModuleDestroy();
    await connection?.dataSource.destroy();
    await connection?.embedded?.close();
    await db?.dispose();
  });

  async function jobs(
    run: string,
  ): Promise<{ via: string; retry_limit: number; retry_delay: number; expire: string }[]> {
    return connection.dataSource.query(
      `SELECT data ->> 'via' AS via, retry_limit, retry_delay, expire_in::text AS expire
         FROM pgboss.job WHERE name = $1 AND data ->> 'run' = $2 ORDER BY 1`,
      [QUEUE, run],
    );
  }

  it('is ready once started; before, an adapter enqueues outside its transaction', () => {
    const idle = new PgBossJobQueue(connection.dataSource, {
      workers: false,
      pollingIntervalSeconds: 1,
      concurrency: 1,
    });
    expect(idle.isReady).toBe(false);
    expect(queue.isReady).toBe(true);
  });

  it('commit: the jobs of enqueueMany and enqueue, with our retries and expiry, inserted as the application role', async () => {
    const run = randomUUID();
    const role = await tenantTx.run(TENANT, async (em) => {
      const tx = transactionOf(TENANT, em);
      await queue.enqueueMany(
        QUEUE,
        [
          { run, via: 'many-1' },
          { run, via: 'many-2' },
        ],
        { transaction: tx },
      );
      await queue.enqueue(QUEUE, { run, via: 'one' }, { transaction: tx, expireInSeconds: 300 });
      return ((await em.query(`SELECT current_user AS u`)) as { u: string }[])[0]?.u;
    });
    expect(role).toBe('fm_app');
    expect(await jobs(run)).toEqual([
      { via: 'many-1', retry_limit: 5, retry_delay: 5, expire: '00:02:00' },
      { via: 'many-2', retry_limit: 5, retry_delay: 5, expire: '00:02:00' },
      { via: 'one', retry_limit: 5, retry_delay: 5, expire: '00:05:00' },
    ]);
  });

  it('rollback: none of them', async () => {
    const run = randomUUID();
    await expect(
      tenantTx.run(TENANT, async (em) => {
        await queue.enqueueMany(QUEUE, [{ run, via: 'many' }], { transaction: transactionOf(TENANT, em) });
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect(await jobs(run)).toEqual([]);
  });
});
