import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRowLevelSecurity, ensureAppRole } from '../../../platform/tenancy/row-level-security';

/**
 * Stored funding plans, tenant-scoped and kept apart by mode (ADR 0009): the request as sent, the
 * engine's result with every finding and source, the rule versions and the reference date, so that a plan can
 * be shown, printed and reproduced. Plans are not edited: the application role may read, insert and delete.
 */
export class CreateFundingPlans1763722000000 implements MigrationInterface {
  name = 'CreateFundingPlans1763722000000';

  async up(q: QueryRunner): Promise<void> {
    await ensureAppRole(q);
    await q.query(`
      CREATE TABLE funding_plans (
        id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL,
        sandbox boolean NOT NULL,
        title text NULL CHECK (title IS NULL OR length(title) <= 200),
        request jsonb NOT NULL,
        result jsonb NOT NULL,
        aid_value_eur numeric(18,2) NOT NULL CHECK (aid_value_eur >= 0),
        rule_versions text[] NOT NULL DEFAULT '{}',
        reference_date date NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await q.query(
      `CREATE INDEX funding_plans_tenant_time ON funding_plans (tenant_id, sandbox, created_at DESC)`,
    );
    await enableTenantRowLevelSecurity(q, 'funding_plans', 'SELECT, INSERT, DELETE');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE funding_plans`);
  }
}
