import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRowLevelSecurity, ensureAppRole } from '../../../platform/tenancy/row-level-security';

/**
 * Data-protection requests (erasure, portability), the restrictions that § 35(3) BDSG puts in place of an
 * erasure, and the tenant's hash-chained audit log (ADR 0017). The audit log is append-only for the
 * application role (SELECT and INSERT only) and a trigger refuses UPDATE and DELETE for everyone else; the
 * chain still catches a change made around both (a superuser disabling the trigger).
 */
export class CreateDataProtection1763719000000 implements MigrationInterface {
  name = 'CreateDataProtection1763719000000';

  async up(q: QueryRunner): Promise<void> {
    await ensureAppRole(q);
    await q.query(`
      CREATE TABLE dsgvo_requests (
        id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL,
        sandbox boolean NOT NULL,
        kind text NOT NULL CHECK (kind IN ('erasure', 'portability')),
        subject_identifier text NOT NULL,
        subject_value text NULL CHECK (length(subject_value) <= 500),
        subject_digest char(64) NOT NULL,
        reason text NULL CHECK (length(reason) <= 1000),
        status text NOT NULL
          CHECK (status IN ('received', 'in_progress', 'completed', 'partially_completed', 'failed')),
        received_at timestamptz NOT NULL,
        due_date date NOT NULL,
        extended_at timestamptz NULL,
        extension_reason text NULL CHECK (length(extension_reason) <= 1000),
        due_warning_sent_at timestamptz NULL,
        completed_at timestamptz NULL,
        preview jsonb NOT NULL,
        receipt jsonb NULL,
        receipt_hash char(64) NULL,
        archive bytea NULL,
        archive_expires_at timestamptz NULL
      )`);
    await q.query(`CREATE INDEX dsgvo_requests_open ON dsgvo_requests (tenant_id, status, due_date)`);
    await enableTenantRowLevelSecurity(q, 'dsgvo_requests');
    await q.query(`
      CREATE TABLE data_restrictions (
        tenant_id uuid NOT NULL,
        table_name text NOT NULL,
        row_key text NOT NULL,
        request_id uuid NOT NULL REFERENCES dsgvo_requests(id),
        restricted_until date NOT NULL,
        ground text NOT NULL,
        created_at timestamptz NOT NULL,
        lifted_at timestamptz NULL,
        PRIMARY KEY (tenant_id, table_name, row_key)
      )`);
    await q.query(`CREATE INDEX data_restrictions_due ON data_restrictions (tenant_id, restricted_until)`);
    await enableTenantRowLevelSecurity(q, 'data_restrictions');
    await q.query(`
      CREATE TABLE audit_log (
        tenant_id uuid NOT NULL,
        seq bigint NOT NULL CHECK (seq >= 1),
        at timestamptz NOT NULL,
        action text NOT NULL CHECK (length(action) <= 100),
        entity_type text NOT NULL CHECK (length(entity_type) <= 100),
        entity_id text NOT NULL CHECK (length(entity_id) <= 200),
        details jsonb NOT NULL,
        prev_hash char(64) NOT NULL,
        hash char(64) NOT NULL,
        PRIMARY KEY (tenant_id, seq)
      )`);
    await enableTenantRowLevelSecurity(q, 'audit_log', 'SELECT, INSERT');
    await q.query(`
      CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_log is append-only';
      END $$`);
    await q.query(`
      CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
        FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE audit_log`);
    await q.query(`DROP FUNCTION audit_log_append_only()`);
    await q.query(`DROP TABLE data_restrictions`);
    await q.query(`DROP TABLE dsgvo_requests`);
  }
}
