import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The channel on which the database names a tenant whose credentials or plan changed (ADR 0012). */
export const PRINCIPALS_CHANNEL = 'fm_principals';

/**
 * Every change to a tenant, its API keys or its OAuth clients (revocation, expiry, plan, sandbox flag,
 * deletion) notifies `fm_principals` with the tenant id, in the writer's transaction: every instance then
 * drops the principals it cached for that tenant, whoever wrote (an instance, the tenant CLI, plain SQL).
 */
export class PrincipalChangeNotifications1763702000080 implements MigrationInterface {
  name = 'PrincipalChangeNotifications1763702000080';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION notify_tenant_principals() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('${PRINCIPALS_CHANNEL}', OLD.id::text);
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION notify_credential_principals() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('${PRINCIPALS_CHANNEL}', OLD.tenant_id::text);
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER tenants_notify_principals AFTER UPDATE OR DELETE ON tenants
        FOR EACH ROW EXECUTE FUNCTION notify_tenant_principals()`);
    for (const table of ['api_keys', 'oauth_clients'])
      await q.query(`CREATE TRIGGER ${table}_notify_principals AFTER UPDATE OR DELETE ON ${table}
          FOR EACH ROW EXECUTE FUNCTION notify_credential_principals()`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['tenants', 'api_keys', 'oauth_clients'])
      await q.query(`DROP TRIGGER ${table}_notify_principals ON ${table}`);
    await q.query(`DROP FUNCTION notify_credential_principals()`);
    await q.query(`DROP FUNCTION notify_tenant_principals()`);
  }
}
