import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRowLevelSecurity, ensureAppRole } from '../../../platform/tenancy/row-level-security';

/**
 * HubSpot CRM sync: one connection per tenant and mode (the private-app token, AES-GCM-encrypted),
 * the sync runs with their per-object result log, and the request slots of the shared rate window.
 */
export class CreateHubspotSync1763720100000 implements MigrationInterface {
  name = 'CreateHubspotSync1763720100000';

  async up(q: QueryRunner): Promise<void> {
    await ensureAppRole(q);
    await q.query(`
      CREATE TABLE hubspot_connections (
        tenant_id uuid NOT NULL,
        sandbox boolean NOT NULL,
        token_ciphertext text NOT NULL,
        token_hint text NOT NULL,
        deal_stages jsonb NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (tenant_id, sandbox)
      )`);
    await q.query(`
      CREATE TABLE hubspot_sync_runs (
        id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL,
        sandbox boolean NOT NULL,
        status text NOT NULL CHECK (status IN ('queued', 'running', 'succeeded', 'partial', 'failed')),
        dry_run boolean NOT NULL,
        since timestamptz NULL,
        request jsonb NOT NULL,
        results jsonb NOT NULL DEFAULT '[]',
        error text NULL,
        created_at timestamptz NOT NULL,
        finished_at timestamptz NULL
      )`);
    await q.query(`CREATE INDEX hubspot_sync_runs_tenant ON hubspot_sync_runs (tenant_id, created_at)`);
    await q.query(`
      CREATE TABLE hubspot_rate_slots (
        tenant_id uuid NOT NULL,
        taken_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX hubspot_rate_slots_tenant ON hubspot_rate_slots (tenant_id, taken_at)`);
    for (const table of ['hubspot_connections', 'hubspot_sync_runs', 'hubspot_rate_slots']) {
      await enableTenantRowLevelSecurity(q, table);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['hubspot_rate_slots', 'hubspot_sync_runs', 'hubspot_connections']) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
