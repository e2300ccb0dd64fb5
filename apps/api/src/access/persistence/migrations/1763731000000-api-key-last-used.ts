import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `api_keys.last_used_at`: the start of the UTC day of a key's last use, written at most once a day per key
 * (AuthenticateApiKey). Such a write changes nothing a principal is made of, so the principal notification
 * trigger now fires only on the columns that do; otherwise every key's first call of a day would empty the
 * tenant's principal cache on every instance.
 */
export class ApiKeyLastUsed1763731000000 implements MigrationInterface {
  name = 'ApiKeyLastUsed1763731000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE api_keys ADD COLUMN last_used_at timestamptz`);
    await q.query(`DROP TRIGGER api_keys_notify_principals ON api_keys`);
    await q.query(`CREATE TRIGGER api_keys_notify_principals
        AFTER UPDATE OF id, tenant_id, digest, prefix, scopes, expires_at, revoked_at OR DELETE ON api_keys
        FOR EACH ROW EXECUTE FUNCTION notify_credential_principals()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER api_keys_notify_principals ON api_keys`);
    await q.query(`CREATE TRIGGER api_keys_notify_principals AFTER UPDATE OR DELETE ON api_keys
        FOR EACH ROW EXECUTE FUNCTION notify_credential_principals()`);
    await q.query(`ALTER TABLE api_keys DROP COLUMN last_used_at`);
  }
}
