import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRowLevelSecurity, ensureAppRole } from '../../../platform/tenancy/row-level-security';

/**
 * Which of the tenant's companies and deals were synced to HubSpot, under which HubSpot id: the
 * sync runs' logs are pruned after 90 days, but an erasure request years later must still find the objects
 * of a company (`company_ref`, the tenant's own key of its customer) to delete them at HubSpot.
 */
export class CreateHubspotObjects1763734200000 implements MigrationInterface {
  name = 'CreateHubspotObjects1763734200000';

  async up(q: QueryRunner): Promise<void> {
    await ensureAppRole(q);
    await q.query(`
      CREATE TABLE hubspot_objects (
        tenant_id uuid NOT NULL,
        sandbox boolean NOT NULL,
        object_type text NOT NULL CHECK (object_type IN ('companies', 'deals')),
        object_key text NOT NULL,
        company_ref text NOT NULL,
        hubspot_id text NOT NULL,
        synced_at timestamptz NOT NULL,
        PRIMARY KEY (tenant_id, sandbox, object_type, object_key)
      )`);
    await q.query(`CREATE INDEX hubspot_objects_company ON hubspot_objects (tenant_id, company_ref)`);
    await enableTenantRowLevelSecurity(q, 'hubspot_objects');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE hubspot_objects`);
  }
}
