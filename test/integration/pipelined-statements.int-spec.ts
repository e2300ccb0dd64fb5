import { randomUUID } from 'node:crypto';
import type { PoolClient } from 'pg';
import type { QueryRunner } from 'typeorm';
import { openDatabase, type DatabaseConnection } from '../../apps/api/src/platform/database/database.module';
import { runPipelined } from '../../apps/api/src/platform/database/pipelined-statements';
import { APP_SCHEMA } from '../../apps/api/src/features';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { testConfig } from '../support/test-app';

/**
 * Statements sent as one pipeline with one Sync run as one implicit transaction, committed when it
 * answers; on either database (PGlite's pg adapter forwards the protocol messages as they are).
 */
describe('statements in one pipeline', () => {
  let db: TestDatabase;
  let connection: DatabaseConnection;
  let runner: QueryRunner;
  let client: PoolClient;

  beforeAll(async () => {
    db = await createTestDatabase();
    connection = await openDatabase(testConfig({ database: db.target }), APP_SCHEMA);
    await connection.dataSource.query(
      `CREATE TABLE pipeline_probe (id uuid PRIMARY KEY, tenant text NOT NULL, at timestamptz, tags text[], doc jsonb)`,
    );
    runner = connection.dataSource.createQueryRunner();
    client = (await runner.connect()) as PoolClient;
  });
  afterAll(async () => {
    await runner?.release();
    await connection?.dataSource.destroy();
    await connection?.embedded?.close();
    await db?.dispose();
  });

  const rowsWith = async (id: string) =>
    (await client.query('SELECT tenant, at, tags, doc FROM pipeline_probe WHERE id = $1', [id])).rows;

  it('a setting made by the first statement holds for the next, and ends with the pipeline', async () => {
    const id = randomUUID();
    const at = new Date('2026-11-28T12:00:00.000Z');
    await runPipelined(client, [
      { sql: `SELECT set_config('app.tenant_id', $1, true)`, parameters: ['tenant-a'] },
      {
        sql: `INSERT INTO pipeline_probe VALUES ($1, current_setting('app.tenant_id'), $2, $3, $4)`,
        parameters: [id, at, ['x', 'y'], JSON.stringify({ a: 1 })],
      },
    ]);
    // Committed (another transaction sees it), with pg's own mapping of dates, arrays and JSON.
    expect(await rowsWith(id)).toEqual([{ tenant: 'tenant-a', at, tags: ['x', 'y'], doc: { a: 1 } }]);
    const after = await client.query(`SELECT current_setting('app.tenant_id', true) AS t`);
    expect(after.rows[0].t ?? '').toBe('');
    expect(client.getTransactionStatus()).toBe('I'); // idle: no transaction left open
  });

  it('an error rolls back what the statements before it wrote, and the client stays usable', async () => {
    const id = randomUUID();
    await expect(
      runPipelined(client, [
        { sql: `INSERT INTO pipeline_probe (id, tenant) VALUES ($1, 'a')`, parameters: [id] },
        { sql: `INSERT INTO pipeline_probe (id, tenant) VALUES ($1, NULL)`, parameters: [randomUUID()] },
        { sql: `INSERT INTO pipeline_probe (id, tenant) VALUES ($1, 'c')`, parameters: [randomUUID()] },
      ]),
    ).rejects.toMatchObject({ code: '23502' }); // not_null_violation
    expect(await rowsWith(id)).toEqual([]);
    expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  const preparedCount = async () =>
    Number(
      (await client.query(`SELECT count(*) AS n FROM pg_prepared_statements WHERE name LIKE 'fm_pipe_%'`))
        .rows[0].n,
    );

  it('prepares each statement once per connection, and reuses it', async () => {
    const insert = (id: string) => ({
      sql: `INSERT INTO pipeline_probe (id, tenant) VALUES ($1, 'prepared')`,
      parameters: [id],
    });
    const before = await preparedCount();
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    await runPipelined(client, [insert(ids[0] as string)]);
    expect(await preparedCount()).toBe(before + 1);
    await runPipelined(client, [insert(ids[1] as string), insert(ids[2] as string)]);
    expect(await preparedCount()).toBe(before + 1);
    for (const id of ids) expect(await rowsWith(id)).toHaveLength(1);
  });

  it('after an error, the statements before, at and after it can all be used again', async () => {
    const texts = ['first', 'second', 'third'].map(
      (label) => `INSERT INTO pipeline_probe (id, tenant) VALUES ($1, $2::text || '-${label}')`,
    );
    const run = (tenants: (string | null)[]) =>
      runPipelined(
        client,
        texts.map((sql, i) => ({ sql, parameters: [randomUUID(), tenants[i]] })),
      );
    // The second fails at its Execute (NULL || text is NULL): the first ran, the third was skipped.
    await expect(run(['a', null, 'c'])).rejects.toMatchObject({ code: '23502' });
    // Reused, re-prepared after a Close, and prepared for the first time: no "already exists", no "does not exist".
    await run(['a', 'b', 'c']);
    await run(['a', 'b', 'c']);
    const labels = await client.query(
      `SELECT tenant, count(*)::int AS n FROM pipeline_probe WHERE tenant LIKE '_-%' GROUP BY 1 ORDER BY 1`,
    );
    expect(labels.rows).toEqual([
      { tenant: 'a-first', n: 2 },
      { tenant: 'b-second', n: 2 },
      { tenant: 'c-third', n: 2 },
    ]);
  });
});
