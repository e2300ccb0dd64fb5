import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The head (last seq and hash) of the audit log each Z3 export contains, shown with the export: a holder of
 * the archive or of this answer can later ask the GoBD answer whether the chain still holds that head, which
 * is what finds entries removed at the chain's end (ADR 0022).
 */
export class GobdExportAuditHead1763735100000 implements MigrationInterface {
  name = 'GobdExportAuditHead1763735100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE gobd_exports ADD COLUMN audit_head_seq bigint NULL, ADD COLUMN audit_head_hash char(64) NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE gobd_exports DROP COLUMN audit_head_seq, DROP COLUMN audit_head_hash`);
  }
}
