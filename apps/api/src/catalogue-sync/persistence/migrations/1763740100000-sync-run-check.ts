import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the check before apply found: the file's columns, compared with the next run's, and the
 * preview (counts, sample diffs, reasons to hold) that an operator reads before applying a held run.
 * Null for runs recorded before these columns.
 */
export class SyncRunCheck1763740100000 implements MigrationInterface {
  name = 'SyncRunCheck1763740100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE program_sync_runs ADD COLUMN columns jsonb NULL`);
    await q.query(`ALTER TABLE program_sync_runs ADD COLUMN preview jsonb NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE program_sync_runs DROP COLUMN preview`);
    await q.query(`ALTER TABLE program_sync_runs DROP COLUMN columns`);
  }
}
