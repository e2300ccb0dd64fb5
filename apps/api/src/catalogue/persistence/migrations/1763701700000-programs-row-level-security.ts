import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CURRENT_TENANT } from '../../../platform/tenancy/row-level-security';

/**
 * The catalogue under row-level security like every table with `tenant_id`: public programs (`tenant_id`
 * NULL) are readable by everyone, a tenant's own programs only inside its tenant transaction. Writes: a
 * tenant transaction writes only its own rows, the catalogue's own jobs (no tenant) only public ones.
 */
export class ProgramsRowLevelSecurity1763701700000 implements MigrationInterface {
  name = 'ProgramsRowLevelSecurity1763701700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON programs TO fm_app`);
    await q.query(`GRANT SELECT ON catalogue_version TO fm_app`);
    await q.query(`ALTER TABLE programs ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE programs FORCE ROW LEVEL SECURITY`);
    await q.query(
      `CREATE POLICY tenant_isolation ON programs
         USING (tenant_id IS NULL OR tenant_id = ${CURRENT_TENANT})
         WITH CHECK (tenant_id = ${CURRENT_TENANT} OR (tenant_id IS NULL AND ${CURRENT_TENANT} IS NULL))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP POLICY tenant_isolation ON programs`);
    await q.query(`ALTER TABLE programs NO FORCE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE programs DISABLE ROW LEVEL SECURITY`);
    await q.query(`REVOKE ALL ON catalogue_version FROM fm_app`);
    await q.query(`REVOKE ALL ON programs FROM fm_app`);
  }
}
