import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An erasure deletes the subject's earlier export archives; the erasure's id on the portability
 * request tells its download (410 `DSGVO_ARCHIVE_ERASED`) from an expired one, and keeps it from being reused.
 */
export class DsgvoArchiveErased1764300000000 implements MigrationInterface {
  name = 'DsgvoArchiveErased1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE dsgvo_requests ADD COLUMN archive_erased_by uuid NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE dsgvo_requests DROP COLUMN archive_erased_by`);
  }
}
