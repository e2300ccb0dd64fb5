import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRowLevelSecurity, ensureAppRole } from '../../../platform/tenancy/row-level-security';

/**
 * Z3 data-access exports (GoBD): the request, the archive's file hashes and the archive itself, which is
 * downloadable for a short time only; the data-retention job deletes the row after a week (inventory rule),
 * the audit log keeps the archive's hash.
 */
export class CreateGobdExports1763732000000 implements MigrationInterface {
  name = 'CreateGobdExports1763732000000';

  async up(q: QueryRunner): Promise<void> {
    await ensureAppRole(q);
    await q.query(`
      CREATE TABLE gobd_exports (
        id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL,
        sandbox boolean NOT NULL,
        status text NOT NULL CHECK (status IN ('received', 'completed')),
        requested_at timestamptz NOT NULL,
        completed_at timestamptz NULL,
        files jsonb NOT NULL,
        archive_sha256 char(64) NULL,
        archive bytea NULL,
        archive_expires_at timestamptz NULL
      )`);
    await q.query(
      `CREATE INDEX gobd_exports_tenant ON gobd_exports (tenant_id, sandbox, status, requested_at)`,
    );
    await enableTenantRowLevelSecurity(q, 'gobd_exports');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE gobd_exports`);
  }
}
