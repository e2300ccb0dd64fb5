import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each applied import run records the curated programs no dump entry is linked to (ADR 0015, "Curated
 * facts win"): their pages would come in as `fdb-*` copies unless the curation cites them. Null for runs
 * that applied nothing and for runs recorded before this column.
 */
export class SyncRunUnlinkedCurated1763735900000 implements MigrationInterface {
  name = 'SyncRunUnlinkedCurated1763735900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE program_sync_runs ADD COLUMN unlinked_curated jsonb NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE program_sync_runs DROP COLUMN unlinked_curated`);
  }
}
