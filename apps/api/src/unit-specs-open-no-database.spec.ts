import { openDatabase } from './platform/database/database.module';
import { createTestDatabase } from '../../../test/support/test-database';

/**
 * CI runs the unit specs once and everything else on both databases (.ci/run), so a unit spec must not open
 * a database: test/support/unit-opens-no-database.ts makes every way to open one fail. While these pass, a
 * unit spec that opened a database fails instead of hiding from the PostgreSQL run.
 */
describe('a unit spec', () => {
  const refused = /A unit spec \(\*\.spec\.ts\) opens no database/;

  it('cannot open the app database', async () => {
    // PostgreSQL: the embedded one would first start PGlite (seconds), to fail at the same DataSource.
    const database = { kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/postgres' } as const;
    const schema = { entities: [], migrations: [] };
    await expect(openDatabase({ database, migrateOnStart: false }, schema)).rejects.toThrow(refused);
  });

  it('cannot copy the test database (nor start the app under test on one)', async () => {
    await expect(createTestDatabase()).rejects.toThrow(refused);
  });
});
