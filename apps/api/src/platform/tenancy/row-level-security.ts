import type { QueryRunner } from 'typeorm';
import { APP_ROLE } from './tenant-transaction';

/** The tenant of the current transaction, as `TenantTransaction` sets it (NULL outside one: no row). */
export const CURRENT_TENANT = `nullif(current_setting('app.tenant_id', true), '')::uuid`;

/**
 * The application role that tenant transactions switch to, created if missing and granted to the migrating
 * login (a superuser needs no grant). For a migration that cannot rely on another module's having made it.
 */
export async function ensureAppRole(q: QueryRunner): Promise<void> {
  await q.query(`
    DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN
        CREATE ROLE ${APP_ROLE} NOLOGIN;
      END IF;
      IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
        EXECUTE format('GRANT ${APP_ROLE} TO %I', current_user);
      END IF;
    END $$`);
  await q.query(`GRANT USAGE ON SCHEMA public TO ${APP_ROLE}`);
}

/**
 * For a migration that creates a tenant table: row-level security ENABLEd and FORCEd (the owner obeys it
 * too), one policy that keeps reads and writes to `app.tenant_id`, and the privileges the application role
 * needs. `test/integration/row-level-security.int-spec.ts` fails for any table with `tenant_id` without it.
 */
export async function enableTenantRowLevelSecurity(
  q: QueryRunner,
  table: string,
  privileges = 'SELECT, INSERT, UPDATE, DELETE',
): Promise<void> {
  await q.query(`GRANT ${privileges} ON ${table} TO ${APP_ROLE}`);
  await q.query(`ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`);
  await q.query(`ALTER TABLE ${table} FORCE ROW LEVEL SECURITY`);
  await q.query(
    `CREATE POLICY tenant_isolation ON ${table} USING (tenant_id = ${CURRENT_TENANT}) WITH CHECK (tenant_id = ${CURRENT_TENANT})`,
  );
}

export async function disableTenantRowLevelSecurity(q: QueryRunner, table: string): Promise<void> {
  await q.query(`DROP POLICY tenant_isolation ON ${table}`);
  await q.query(`ALTER TABLE ${table} NO FORCE ROW LEVEL SECURITY`);
  await q.query(`ALTER TABLE ${table} DISABLE ROW LEVEL SECURITY`);
  await q.query(`REVOKE ALL ON ${table} FROM ${APP_ROLE}`);
}
