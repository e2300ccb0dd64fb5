import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { dataSourceExecutor } from '../jobs/typeorm-sql-executor';
import { embeddedDataSource } from './data-source.factory';
import { openEmbeddedPostgres } from './embedded-postgres';
import { installStatementCounter, statementsIssued } from './statement-log';

describe('openEmbeddedPostgres', () => {
  let dir: string;
  let db: PGlite | undefined;

  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'fm-embedded-'))));
  afterEach(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const setting = async (name: string) =>
    (await db!.query<{ setting: string }>(`SELECT current_setting($1) AS setting`, [name])).rows[0]?.setting;

  it('initialises a new directory in a child process and opens it with the small buffer pool', async () => {
    const data = join(dir, 'pglite');
    db = await openEmbeddedPostgres(data);
    expect(existsSync(join(data, 'PG_VERSION'))).toBe(true);
    expect(await setting('shared_buffers')).toBe('32MB');
    await db.query('CREATE TABLE t (x int)');
    await db.close();
    db = await openEmbeddedPostgres(data, undefined, '48MB');
    expect(await setting('shared_buffers')).toBe('48MB');
    expect((await db.query('SELECT count(*) FROM t')).rows).toHaveLength(1);
  }, 60_000);

  it('counts the statements of TypeORM and of the job queue executor once installed', async () => {
    db = await openEmbeddedPostgres('memory://');
    const dataSource = await embeddedDataSource({ entities: [], migrations: [] }, db).initialize();
    installStatementCounter();
    const before = statementsIssued();
    await dataSource.query('SELECT 1');
    await dataSource.query('SELECT $1::int', [2]);
    await dataSourceExecutor(dataSource).executeSql('SELECT $1::int', [3]);
    expect(statementsIssued() - before).toBe(3);
    await dataSource.destroy();
  }, 60_000);
});
