import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ensureAppRole } from '../../../platform/tenancy/row-level-security';
import { APP_ROLE } from '../../../platform/tenancy/tenant-transaction';

/**
 * Feature flags: platform-wide, so no `tenant_id` and no row-level security; the operator changes
 * them inside its own tenant transaction (application role), which is why that role gets privileges here.
 * The history is append-only for the application: it may insert and read versions, never change them.
 */
export class CreateFeatureFlags1763715000000 implements MigrationInterface {
  name = 'CreateFeatureFlags1763715000000';

  async up(q: QueryRunner): Promise<void> {
    await ensureAppRole(q);
    await q.query(`
      CREATE TABLE feature_flags (
        key text PRIMARY KEY CHECK (key ~ '^[a-z0-9][a-z0-9._-]{0,99}$'),
        definition jsonb NOT NULL,
        version integer NOT NULL CHECK (version > 0),
        archived boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        last_evaluated_at timestamptz NULL
      )`);
    await q.query(`
      CREATE TABLE feature_flag_versions (
        flag_key text NOT NULL,
        version integer NOT NULL,
        action text NOT NULL,
        snapshot jsonb NOT NULL,
        diff jsonb NOT NULL,
        actor_tenant_id uuid NOT NULL,
        actor_credential_id text NOT NULL,
        reason text NULL CHECK (length(reason) <= 500),
        created_at timestamptz NOT NULL,
        PRIMARY KEY (flag_key, version)
      )`);
    await q.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON feature_flags TO ${APP_ROLE}`);
    await q.query(`GRANT SELECT, INSERT ON feature_flag_versions TO ${APP_ROLE}`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE feature_flag_versions`);
    await q.query(`DROP TABLE feature_flags`);
  }
}
