import { PGlite } from '@electric-sql/pglite';
import { tenantIdOf } from '@libs/shared';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { DataSource } from 'typeorm';
import { APP_SCHEMA } from '../../apps/api/src/features';
import { CorkingClient } from '../../apps/api/src/platform/database/corking-client';
import { postgresDataSource } from '../../apps/api/src/platform/database/data-source.factory';
import { openDatabase, type DatabaseConnection } from '../../apps/api/src/platform/database/database.module';
import { pgliteClientClass } from '../../apps/api/src/platform/database/embedded-postgres';
import { deferWrite } from '../../apps/api/src/platform/tenancy/deferred-writes';
import { TenantTransaction } from '../../apps/api/src/platform/tenancy/tenant-transaction';
import { calculationRow } from '../support/calculation-row';
import { testConfig } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const onServer = process.env.DATABASE_URL ? describe : describe.skip;
const onEmbedded = process.env.DATABASE_URL ? describe.skip : describe;
const TENANT = tenantIdOf(randomUUID());

/**
 * What the commit of a deferred tenant transaction does beyond its statements (ADR 0036): they are prepared
 * once per connection and bound after that (both databases), and on PostgreSQL they go out in one write.
 */
describe('the commit of a deferred tenant transaction', () => {
  let db: TestDatabase;
  let connection: DatabaseConnection | undefined;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase();
    if (db.target.kind === 'postgres') {
      // A pool of one, so that the reads below see the connection that committed (the embedded pool has one).
      dataSource = postgresDataSource(APP_SCHEMA, db.target.url, 1);
      await dataSource.initialize();
    } else {
      connection = await openDatabase(testConfig({ database: db.target }), APP_SCHEMA);
      dataSource = connection.dataSource;
    }
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await connection?.embedded?.close();
    await db?.dispose();
  });

  it('prepares the settings and the write once per connection and binds them on every later commit', async () => {
    const tenantTx = new TenantTransaction(dataSource);
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of ids)
      await tenantTx.runDeferred(TENANT, async (tx) =>
        deferWrite(tx.runner.manager, calculationRow(id, TENANT)),
      );
    const prepared: { name: string; statement: string }[] = await dataSource.query(
      `SELECT name, statement FROM pg_prepared_statements WHERE name LIKE 'fm_commit_%' ORDER BY name`,
    );
    expect(prepared.map((p) => p.statement)).toEqual([
      expect.stringContaining('set_config'),
      expect.stringMatching(/^INSERT INTO calculations /),
    ]);
    const stored = await tenantTx.query<{ n: string }[]>(
      TENANT,
      'SELECT count(*) AS n FROM calculations WHERE id = ANY($1::uuid[])',
      [ids],
    );
    expect(Number(stored[0]?.n)).toBe(3);
  });
});

onEmbedded("the embedded database's client", () => {
  it("clears the shared session's prepared statements when it connects, so a new client can prepare them again", async () => {
    const pglite = await PGlite.create();
    const Client = pgliteClientClass(pglite);
    const [first, second] = [new Client(), new Client()];
    for (const client of [first, second]) client.on('error', () => undefined);
    try {
      const named = { name: 'fm_commit_1', text: 'SELECT $1::int AS n', values: [1] };
      await first.connect();
      await first.query(named);
      // As pg-pool connects a client: with a callback.
      await new Promise<void>((resolve, reject) =>
        second.connect((error: Error | null) => (error ? reject(error) : resolve())),
      );
      expect((await second.query(named)).rows).toEqual([{ n: 1 }]);
    } finally {
      for (const client of [first, second]) await client.end().catch(() => undefined);
      await pglite.close();
    }
  });
});

onServer('the pipelined commit on PostgreSQL', () => {
  let db: TestDatabase;
  let url: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    url = (db.target as { url: string }).url;
  });
  afterAll(() => db?.dispose());

  it("CorkingClient's batch hands pipelined statements to the kernel in one system call, and uncorks after a throw", async () => {
    const client = new CorkingClient({ connectionString: url, pipeline: true });
    await client.connect();
    try {
      // The process's write system calls (Linux: /proc/self/io), around statements queued in one tick.
      const before = writeCalls();
      const answers = client.batch(() => [
        client.query('START TRANSACTION'),
        client.query('SELECT $1::int AS n', [1]),
        client.query('SELECT $1::text AS t', ['zwei']),
        client.query('COMMIT'),
      ]);
      expect(writeCalls() - before).toBe(1);
      const results = await Promise.all(answers);
      expect(results[1]?.rows).toEqual([{ n: 1 }]);
      expect(results[2]?.rows).toEqual([{ t: 'zwei' }]);

      expect(() =>
        client.batch(() => {
          throw new Error('before any statement');
        }),
      ).toThrow('before any statement');
      const after = await client.query('SELECT 3 AS n');
      expect(after.rows).toEqual([{ n: 3 }]);
    } finally {
      await client.end();
    }
  });
});

const writeCalls = () => Number(/^syscw: (\d+)$/m.exec(readFileSync('/proc/self/io', 'utf8'))?.[1]);
