import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRowLevelSecurity, ensureAppRole } from '../../tenancy/row-level-security';

/**
 * Stored answers of requests sent with an `Idempotency-Key` (ADR 0011). One row per tenant, mode (`sandbox`:
 * a test credential never replays a live answer) and key. `response_body` is ciphertext, not jsonb: creating
 * calls answer with secrets shown once (API keys, client secrets, webhook secrets), which must not lie in
 * plaintext in the database for a day. Row-level security as on every tenant table (role `fm_app`, as in
 * TenantRowLevelSecurity1763700900001; created here too if missing, since the kernel relies on no feature's
 * migration). No foreign key to `tenants` for the same reason; rows expire after 24 h anyway.
 */
export class CreateIdempotencyKeys1763702000060 implements MigrationInterface {
  name = 'CreateIdempotencyKeys1763702000060';

  async up(q: QueryRunner): Promise<void> {
    await ensureAppRole(q);
    await q.query(`
      CREATE TABLE idempotency_keys (
        tenant_id uuid NOT NULL,
        sandbox boolean NOT NULL,
        key varchar(255) NOT NULL,
        fingerprint char(64) NOT NULL,
        status varchar(16) NOT NULL CHECK (status IN ('in_flight', 'done')),
        response_status smallint,
        response_body text,
        response_headers jsonb,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        PRIMARY KEY (tenant_id, sandbox, key)
      )`);
    // Pruning on write deletes a tenant's expired rows: found by this index, not by a scan.
    await q.query(`CREATE INDEX idempotency_keys_expiry ON idempotency_keys (tenant_id, expires_at)`);
    await enableTenantRowLevelSecurity(q, 'idempotency_keys');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE idempotency_keys`);
  }
}
