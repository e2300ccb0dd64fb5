import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tenants and their credentials. Keys and client secrets are stored only as HMAC digests;
 * `prefix` and `last4` are what the portal may show. Monthly usage is the quota counter that must survive
 * restarts. Every tenant-scoped table carries `tenant_id` (row-level security: the next migration).
 */
export class CreateTenants1763700900000 implements MigrationInterface {
  name = 'CreateTenants1763700900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tenants (
        id uuid PRIMARY KEY,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        plan text NOT NULL CHECK (plan IN ('free','developer','scale','unlimited')),
        sandbox boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE api_keys (
        id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        name text NOT NULL,
        digest text NOT NULL CHECK (digest ~ '^[0-9a-f]{64}$'),
        prefix text NOT NULL,
        last4 text NOT NULL CHECK (length(last4) = 4),
        scopes text[] NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NULL,
        revoked_at timestamptz NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX api_keys_digest ON api_keys (digest)`);
    await q.query(`CREATE INDEX api_keys_tenant ON api_keys (tenant_id)`);
    await q.query(`
      CREATE TABLE oauth_clients (
        id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        client_id text NOT NULL,
        name text NOT NULL,
        secret_digest text NOT NULL CHECK (secret_digest ~ '^[0-9a-f]{64}$'),
        scopes text[] NOT NULL,
        created_at timestamptz NOT NULL,
        revoked_at timestamptz NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX oauth_clients_client_id ON oauth_clients (client_id)`);
    await q.query(`CREATE INDEX oauth_clients_tenant ON oauth_clients (tenant_id)`);
    await q.query(`
      CREATE TABLE monthly_usage (
        tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        period text NOT NULL CHECK (period ~ '^[0-9]{4}-[0-9]{2}$'),
        used bigint NOT NULL CHECK (used >= 0),
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (tenant_id, period)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE monthly_usage`);
    await q.query(`DROP TABLE oauth_clients`);
    await q.query(`DROP TABLE api_keys`);
    await q.query(`DROP TABLE tenants`);
  }
}
