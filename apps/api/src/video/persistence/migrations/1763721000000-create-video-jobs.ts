import type { MigrationInterface, QueryRunner } from 'typeorm';
import {
  disableTenantRowLevelSecurity,
  enableTenantRowLevelSecurity,
} from '../../../platform/tenancy/row-level-security';

/**
 * Video render jobs (ADR 0020): one row per job of a tenant and mode, with its inputs, state and
 * the Idempotency-Key that created it (unique per tenant and mode: a key never renders twice). The files
 * live in the video storage under `<tenant>/<job>/`, not here.
 */
export class CreateVideoJobs1763721000000 implements MigrationInterface {
  name = 'CreateVideoJobs1763721000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE video_jobs (
        id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL,
        sandbox boolean NOT NULL,
        template_id text NOT NULL,
        inputs jsonb NOT NULL,
        options jsonb NOT NULL,
        state text NOT NULL CHECK (state IN ('queued','rendering','succeeded','failed')),
        progress real NOT NULL DEFAULT 0 CHECK (progress >= 0 AND progress <= 1),
        failure_reason text NULL,
        duration_sec real NULL,
        idempotency_key text NULL,
        attempts integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        finished_at timestamptz NULL,
        files_expire_at timestamptz NULL,
        files_deleted_at timestamptz NULL
      )`);
    await q.query(
      `CREATE INDEX video_jobs_tenant_created ON video_jobs (tenant_id, sandbox, created_at DESC, id)`,
    );
    await q.query(
      `CREATE UNIQUE INDEX video_jobs_idempotency ON video_jobs (tenant_id, sandbox, idempotency_key) WHERE idempotency_key IS NOT NULL`,
    );
    await enableTenantRowLevelSecurity(q, 'video_jobs');
  }

  async down(q: QueryRunner): Promise<void> {
    await disableTenantRowLevelSecurity(q, 'video_jobs');
    await q.query(`DROP TABLE video_jobs`);
  }
}
