import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalogue snapshot (ADR 0012) loads every program, public and tenant-owned, to serve them from memory,
 * where each read is filtered by its tenant. That one loader runs as the app's own login outside any tenant
 * transaction, like the credential lookup of TenantRowLevelSecurity1763700900001: this SELECT-only policy lets
 * that login read all rows. Tenant-scoped code runs as `fm_app`, to which the policy does not apply.
 */
export class ProgramsSnapshotRead1763702000090 implements MigrationInterface {
  name = 'ProgramsSnapshotRead1763702000090';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE POLICY catalogue_snapshot ON programs FOR SELECT TO CURRENT_USER USING (true)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP POLICY catalogue_snapshot ON programs`);
  }
}
