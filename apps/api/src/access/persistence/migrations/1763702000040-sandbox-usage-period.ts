import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sandbox calls count on their own monthly budget (ADR 0009): their usage rows have the period
 * `sandbox:YYYY-MM` beside the live `YYYY-MM` of the same tenant.
 */
export class SandboxUsagePeriod1763702000040 implements MigrationInterface {
  name = 'SandboxUsagePeriod1763702000040';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE monthly_usage DROP CONSTRAINT monthly_usage_period_check`);
    await q.query(
      `ALTER TABLE monthly_usage ADD CONSTRAINT monthly_usage_period_check CHECK (period ~ '^(sandbox:)?[0-9]{4}-[0-9]{2}$')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM monthly_usage WHERE period LIKE 'sandbox:%'`);
    await q.query(`ALTER TABLE monthly_usage DROP CONSTRAINT monthly_usage_period_check`);
    await q.query(
      `ALTER TABLE monthly_usage ADD CONSTRAINT monthly_usage_period_check CHECK (period ~ '^[0-9]{4}-[0-9]{2}$')`,
    );
  }
}
