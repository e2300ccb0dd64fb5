import { randomUUID } from 'node:crypto';
import type { PoolClient } from 'pg';
import type { QueryRunner } from 'typeorm';
import { openDatabase, type DatabaseConnection } from '../../apps/api/src/platform/database/database.module';
import { runPipelined } from '../../apps/api/src/platform/database/pipelined-statements';
import { APP_SCHEMA } from '../../apps/api/src/features';
import { statementsOf } from '../support/statement-counter';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { testConfig } from '../support/test-app';

/**
 * Issue 34: statements sent as one pipeline with one Sync run as one implicit transaction, committed when it
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

  it('is one query for the client (one round trip), its text the statements without their values', async () => {
    const id = randomUUID();
    const statements = await statementsOf(() =>
      runPipelined(client, [
        { sql: `SELECT set_config('app.tenant_id', $1, true)`, parameters: ['secret-tenant'] },
        { sql: `INSERT INTO pipeline_probe (id, tenant) VALUES ($1, 'b')`, parameters: [id] },
      ]),
    );
    expect(statements).toEqual([
      `SELECT set_config('app.tenant_id', $1, true);\nINSERT INTO pipeline_probe (id, tenant) VALUES ($1, 'b')`,
    ]);
    expect(await rowsWith(id)).toHaveLength(1);
  });
});
