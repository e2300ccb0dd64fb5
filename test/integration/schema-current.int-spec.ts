import { APP_SCHEMA } from '../../apps/api/src/features';
import { openDatabase } from '../../apps/api/src/platform/database/database.module';
import { testConfig } from '../support/test-app';
import { createTestDatabase } from '../support/test-database';

/**
 * With MIGRATE_ON_START=false (the Kubernetes Deployment: a Job migrates once per release), an instance starts
 * only on a current schema; on an old one it stops with the reason instead of serving.
 */
describe('start without migrating', () => {
  it('opens a migrated database', async () => {
    const db = await createTestDatabase();
    try {
      const connection = await openDatabase(
        testConfig({ database: db.target, migrateOnStart: false }),
        APP_SCHEMA,
      );
      await connection.dataSource.destroy();
      await connection.embedded?.close();
    } finally {
      await db.dispose();
    }
  });

  it('refuses a database whose migrations have not run', async () => {
    await expect(
      openDatabase(
        testConfig({ database: { kind: 'embedded', dataDir: 'memory://' }, migrateOnStart: false }),
        APP_SCHEMA,
      ),
    ).rejects.toThrow(/schema is behind this release/);
  });
});
