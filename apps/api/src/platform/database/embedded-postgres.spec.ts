import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openEmbeddedPostgres } from './embedded-postgres';

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
});
