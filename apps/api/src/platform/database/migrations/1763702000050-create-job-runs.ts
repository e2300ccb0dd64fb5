import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The runs of scheduled jobs (ADR 0010): a kernel table of the platform, not of a tenant (no `tenant_id`, no
 * row-level security; `fm_app` gets no grant, so tenant transactions cannot read it). The unique (job, slot)
 * is the "one run per slot across all instances" guarantee; its index also serves `max(slot)` per job.
 */
export class CreateJobRuns1763702000050 implements MigrationInterface {
  name = 'CreateJobRuns1763702000050';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE job_runs (
        id uuid PRIMARY KEY,
        job text NOT NULL CHECK (length(job) <= 100),
        slot timestamptz NOT NULL,
        trigger text NOT NULL CHECK (trigger IN ('schedule', 'http', 'catch-up')),
        status text NOT NULL CHECK (status IN ('queued', 'running', 'succeeded', 'failed')),
        queued_at timestamptz NOT NULL,
        started_at timestamptz NULL,
        finished_at timestamptz NULL,
        attempts integer NOT NULL DEFAULT 0,
        counts jsonb NOT NULL DEFAULT '{}'::jsonb,
        error text NULL,
        CONSTRAINT job_runs_job_slot UNIQUE (job, slot)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE job_runs`);
  }
}
