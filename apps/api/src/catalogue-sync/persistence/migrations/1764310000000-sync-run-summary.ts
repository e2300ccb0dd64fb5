import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The summary of an applied run (the data of its `catalogue.synced`), kept so that the day's runs can be
 * announced once as `catalogue.daily_summary`. Null for runs before this column and
 * for runs that changed nothing.
 */
export class SyncRunSummary1764310000000 implements MigrationInterface {
  name = 'SyncRunSummary1764310000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE program_sync_runs ADD COLUMN summary jsonb NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE program_sync_runs DROP COLUMN summary`);
  }
}
