import type { MigrationInterface, QueryRunner } from 'typeorm';

const TENANT_TABLES = ['api_keys', 'oauth_clients', 'monthly_usage'];
const CURRENT_TENANT = `nullif(current_setting('app.tenant_id', true), '')::uuid`;

/**
 * Row-level security, the second line of tenant isolation (ADR 0002). The app runs tenant-scoped queries
 * as `fm_app` (a role that owns no table) with a transaction-local `app.tenant_id`; FORCE applies the
 * policies to the owner too. The one exception: authentication must find a key or client by its digest
 * before any tenant is known, so the owner (the login the app connects with) may SELECT those two tables.
 * Superusers bypass RLS by design of PostgreSQL; `TenantTransaction` therefore always switches to `fm_app`.
 * Works on PostgreSQL 15 and PGlite 18 alike (roles and policies are plain PostgreSQL).
 */
export class TenantRowLevelSecurity1763700900001 implements MigrationInterface {
  name = 'TenantRowLevelSecurity1763700900001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      DO $$ BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'fm_app') THEN
          CREATE ROLE fm_app NOLOGIN;
        END IF;
        IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
          EXECUTE format('GRANT fm_app TO %I', current_user);
        END IF;
      END $$`);
    await q.query(`GRANT USAGE ON SCHEMA public TO fm_app`);
    for (const table of TENANT_TABLES) {
      await q.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ${table} TO fm_app`);
      await q.query(`ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`);
      await q.query(`ALTER TABLE ${table} FORCE ROW LEVEL SECURITY`);
      await q.query(
        `CREATE POLICY tenant_isolation ON ${table} USING (tenant_id = ${CURRENT_TENANT}) WITH CHECK (tenant_id = ${CURRENT_TENANT})`,
      );
    }
    for (const table of ['api_keys', 'oauth_clients']) {
      await q.query(`CREATE POLICY credential_lookup ON ${table} FOR SELECT TO CURRENT_USER USING (true)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of TENANT_TABLES) {
      await q.query(`DROP POLICY IF EXISTS credential_lookup ON ${table}`);
      await q.query(`DROP POLICY tenant_isolation ON ${table}`);
      await q.query(`ALTER TABLE ${table} NO FORCE ROW LEVEL SECURITY`);
      await q.query(`ALTER TABLE ${table} DISABLE ROW LEVEL SECURITY`);
      await q.query(`REVOKE ALL ON ${table} FROM fm_app`);
    }
  }
}
