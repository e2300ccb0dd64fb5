import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stored calculations, tenant-scoped: inputs (budget, profile), the engine's result with its breakdown, the
 * dated rule versions and the reference date, so that a calculation can be reproduced and exported.
 */
export class CreateCalculations1763700100000 implements MigrationInterface {
  name = 'CreateCalculations1763700100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE calculations (
        id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL,
        program_id text NOT NULL,
        channel text NOT NULL CHECK (channel IN ('calculations','kalkulation')),
        project_budget_eur numeric(18,2) NOT NULL CHECK (project_budget_eur > 0),
        applicant_profile jsonb NOT NULL,
        result jsonb NOT NULL,
        estimated_subsidy_eur numeric(18,2) NOT NULL CHECK (estimated_subsidy_eur >= 0),
        rule_versions text[] NOT NULL DEFAULT '{}',
        reference_date date NOT NULL,
        computed_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX calculations_tenant_time ON calculations (tenant_id, computed_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE calculations`);
  }
}
