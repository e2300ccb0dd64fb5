import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `api_keys.console_sessions_ended_at`: signing out of the console ends every console session the
 * key started before that instant. Such a write changes what a console principal is made of, so it is one of
 * the columns whose change notifies `fm_principals`: every instance drops the tenant's cached principals and
 * the next console request of an ended session is refused everywhere.
 */
export class ConsoleSessionsEnded1763760000000 implements MigrationInterface {
  name = 'ConsoleSessionsEnded1763760000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE api_keys ADD COLUMN console_sessions_ended_at timestamptz`);
    await q.query(`DROP TRIGGER api_keys_notify_principals ON api_keys`);
    await q.query(`CREATE TRIGGER api_keys_notify_principals
        AFTER UPDATE OF id, tenant_id, digest, prefix, scopes, expires_at, revoked_at, console_sessions_ended_at
        OR DELETE ON api_keys
        FOR EACH ROW EXECUTE FUNCTION notify_credential_principals()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER api_keys_notify_principals ON api_keys`);
    await q.query(`CREATE TRIGGER api_keys_notify_principals
        AFTER UPDATE OF id, tenant_id, digest, prefix, scopes, expires_at, revoked_at OR DELETE ON api_keys
        FOR EACH ROW EXECUTE FUNCTION notify_credential_principals()`);
    await q.query(`ALTER TABLE api_keys DROP COLUMN console_sessions_ended_at`);
  }
}
