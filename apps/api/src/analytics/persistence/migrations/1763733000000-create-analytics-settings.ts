import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRowLevelSecurity, ensureAppRole } from '../../../platform/tenancy/row-level-security';

/**
 * A tenant's analytics settings (ADR 0031): today only whether the product records its own
 * server-side events for the tenant. No row: the defaults (recorded).
 */
export class CreateAnalyticsSettings1763733000000 implements MigrationInterface {
  name = 'CreateAnalyticsSettings1763733000000';

  async up(q: QueryRunner): Promise<void> {
    await ensureAppRole(q);
    await q.query(`
      CREATE TABLE analytics_settings (
        tenant_id uuid PRIMARY KEY,
        server_events boolean NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await enableTenantRowLevelSecurity(q, 'analytics_settings', 'SELECT, INSERT, UPDATE');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE analytics_settings`);
  }
}
