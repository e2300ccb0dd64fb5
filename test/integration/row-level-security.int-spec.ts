import { APP_SCHEMA } from '../../apps/api/src/features';
import { openDatabase, type DatabaseConnection } from '../../apps/api/src/platform/database/database.module';
import { enableTenantRowLevelSecurity } from '../../apps/api/src/platform/tenancy/row-level-security';
import { tenantTableSecurity, unisolatedTenantTables } from '../support/row-level-security-inventory';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { testConfig } from '../support/test-app';

/**
 * The inventory: every table with a `tenant_id` (today's and every later module's) is under row-level
 * security, by construction of the migrations. A new table that forgets it fails here, named.
 */
describe('row-level security on every tenant table', () => {
  let db: TestDatabase;
  let connection: DatabaseConnection;

  beforeAll(async () => {
    db = await createTestDatabase();
    connection = await openDatabase(testConfig({ database: db.target }), APP_SCHEMA);
  });
  afterAll(async () => {
    await connection?.dataSource.destroy();
    await connection?.embedded?.close();
    await db?.dispose();
  });

  it('finds the tenant tables of every module (the inventory is not empty by accident)', async () => {
    const tables = (await tenantTableSecurity(connection.dataSource)).map((t) => t.table);
    expect(tables).toEqual(
      expect.arrayContaining([
        'api_keys',
        'oauth_clients',
        'monthly_usage',
        'calculations',
        'webhook_endpoints',
        'webhook_events',
        'webhook_messages',
        'webhook_delivery_attempts',
        'idempotency_keys',
      ]),
    );
  });

  it('has RLS enabled, forced and an isolating policy on each of them', async () => {
    expect(await unisolatedTenantTables(connection.dataSource)).toEqual([]);
  });

  it('fails for a new table with tenant_id until its migration calls the helper', async () => {
    const q = connection.dataSource.createQueryRunner();
    try {
      await q.query(`CREATE TABLE rls_probe (id int PRIMARY KEY, tenant_id uuid NOT NULL)`);
      expect(await unisolatedTenantTables(q)).toContain(
        'rls_probe (not enabled, not forced, no isolating policy)',
      );
      await enableTenantRowLevelSecurity(q, 'rls_probe');
      expect((await unisolatedTenantTables(q)).filter((t) => t.startsWith('rls_probe'))).toEqual([]);
    } finally {
      await q.query(`DROP TABLE IF EXISTS rls_probe`);
      await q.release();
    }
  });
});
