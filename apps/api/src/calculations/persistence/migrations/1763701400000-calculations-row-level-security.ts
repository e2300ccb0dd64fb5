import type { MigrationInterface, QueryRunner } from 'typeorm';

const CURRENT_TENANT = `nullif(current_setting('app.tenant_id', true), '')::uuid`;

/**
 * Row-level security on stored calculations, the second line behind the `tenant_id` condition of every query
 * (same scheme as TenantRowLevelSecurity1763700900001: role `fm_app`, transaction-local `app.tenant_id`).
 */
export class CalculationsRowLevelSecurity1763701400000 implements MigrationInterface {
  name = 'CalculationsRowLevelSecurity1763701400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`GRANT SELECT, INSERT ON calculations TO fm_app`);
    await q.query(`ALTER TABLE calculations ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE calculations FORCE ROW LEVEL SECURITY`);
    await q.query(
      `CREATE POLICY tenant_isolation ON calculations USING (tenant_id = ${CURRENT_TENANT}) WITH CHECK (tenant_id = ${CURRENT_TENANT})`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP POLICY tenant_isolation ON calculations`);
    await q.query(`ALTER TABLE calculations NO FORCE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE calculations DISABLE ROW LEVEL SECURITY`);
    await q.query(`REVOKE ALL ON calculations FROM fm_app`);
  }
}
