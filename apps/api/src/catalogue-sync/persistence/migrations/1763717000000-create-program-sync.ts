import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalogue's own bookkeeping of the Förderdatenbank import (ADR 0015): runs, the current state of
 * each dump program, its versions (SCD2: valid from/to, checksum, source run, field diff), and what the
 * deadline and legal monitors have announced once. Public catalogue data, no tenant's: no `tenant_id`,
 * written only by the app's own jobs, never by a tenant transaction.
 */
export class CreateProgramSync1763717000000 implements MigrationInterface {
  name = 'CreateProgramSync1763717000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE program_sync_runs (
        id uuid PRIMARY KEY,
        source text NOT NULL,
        file_checksum text NOT NULL,
        status text NOT NULL CHECK (status IN ('running','applied','skipped','refused','failed')),
        started_at timestamptz NOT NULL,
        finished_at timestamptz NULL,
        counts jsonb NOT NULL,
        review jsonb NOT NULL DEFAULT '[]',
        note text NULL
      )`);
    await q.query(`CREATE INDEX program_sync_runs_started ON program_sync_runs (started_at DESC)`);
    // At most one import at a time (the job on any instance, the CLI): the second insert fails.
    await q.query(
      `CREATE UNIQUE INDEX program_sync_runs_one_running ON program_sync_runs ((true)) WHERE status = 'running'`,
    );
    await q.query(`
      CREATE TABLE program_source_states (
        id_hash text PRIMARY KEY,
        program_id text NOT NULL,
        curated boolean NOT NULL,
        checksum text NOT NULL,
        version integer NOT NULL CHECK (version > 0),
        entry jsonb NOT NULL,
        missing_runs integer NOT NULL DEFAULT 0,
        gone_since date NULL,
        last_seen_run uuid NULL
      )`);
    await q.query(
      `CREATE INDEX program_source_states_unseen ON program_source_states (last_seen_run) WHERE gone_since IS NULL`,
    );
    await q.query(`
      CREATE TABLE program_source_versions (
        id_hash text NOT NULL,
        version integer NOT NULL,
        program_id text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('created','changed','removed','returned')),
        valid_from timestamptz NOT NULL,
        valid_to timestamptz NULL,
        checksum text NOT NULL,
        run_id uuid NOT NULL REFERENCES program_sync_runs (id),
        diff jsonb NOT NULL,
        entry jsonb NOT NULL,
        PRIMARY KEY (id_hash, version)
      )`);
    await q.query(
      `CREATE UNIQUE INDEX program_source_versions_current ON program_source_versions (id_hash) WHERE valid_to IS NULL`,
    );
    await q.query(
      `CREATE INDEX program_source_versions_program ON program_source_versions (program_id, version)`,
    );
    await q.query(
      `CREATE INDEX program_source_versions_changed ON program_source_versions (valid_from, program_id)`,
    );
    await q.query(`
      CREATE TABLE catalogue_notices (
        key text PRIMARY KEY,
        announced_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE legal_feed_state (
        feed text PRIMARY KEY,
        watermark timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE legal_changes (
        feed text NOT NULL,
        id text NOT NULL,
        title text NOT NULL,
        rule_ids text[] NOT NULL,
        updated_at timestamptz NOT NULL,
        detected_at timestamptz NOT NULL,
        details jsonb NOT NULL,
        PRIMARY KEY (feed, id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'legal_changes',
      'legal_feed_state',
      'catalogue_notices',
      'program_source_versions',
      'program_source_states',
      'program_sync_runs',
    ])
      await q.query(`DROP TABLE ${table}`);
  }
}
