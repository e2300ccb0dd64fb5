import type { MigrationInterface, QueryRunner } from 'typeorm';
import {
  disableTenantRowLevelSecurity,
  enableTenantRowLevelSecurity,
  ensureAppRole,
} from '../../../platform/tenancy/row-level-security';

/** Channel of the feed's wake-ups: `<tenant>:<id>:<sandbox>`, raised at commit by the trigger below. */
export const FEED_CHANNEL = 'notification_events';

const TABLES = [
  'notification_events',
  'notification_feed_heads',
  'push_subscriptions',
  'digest_schedules',
  'digest_runs',
  'digest_due',
];

/**
 * Notifications (ADR 0014). The feed numbers each tenant's events 1, 2, 3 … in commit order: the
 * BEFORE trigger takes the next number from the tenant's head row, whose row lock is held until commit, so a
 * stream that has sent id n never sees an id below n commit later (a global sequence could). The AFTER
 * trigger announces the row (`pg_notify`, delivered at commit to every instance); the table stays the source.
 */
export class CreateNotifications1763716000000 implements MigrationInterface {
  name = 'CreateNotifications1763716000000';

  async up(q: QueryRunner): Promise<void> {
    await ensureAppRole(q);
    await q.query(`
      CREATE TABLE notification_feed_heads (
        tenant_id uuid PRIMARY KEY,
        last_id bigint NOT NULL,
        pruned_through bigint NOT NULL DEFAULT 0,
        pushed_through bigint NOT NULL DEFAULT 0
      )`);
    await q.query(`
      CREATE TABLE notification_events (
        tenant_id uuid NOT NULL,
        id bigint NOT NULL,
        sandbox boolean NOT NULL,
        type text NOT NULL,
        data jsonb NOT NULL,
        idempotency_key text NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (tenant_id, id)
      )`);
    await q.query(
      `CREATE UNIQUE INDEX notification_events_idempotency ON notification_events (tenant_id, idempotency_key)`,
    );
    await q.query(`CREATE INDEX notification_events_created ON notification_events (created_at)`);
    await q.query(`
      CREATE FUNCTION notification_events_number() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO notification_feed_heads AS h (tenant_id, last_id) VALUES (NEW.tenant_id, 1)
        ON CONFLICT (tenant_id) DO UPDATE SET last_id = h.last_id + 1
        RETURNING h.last_id INTO NEW.id;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER notification_events_number BEFORE INSERT ON notification_events
      FOR EACH ROW EXECUTE FUNCTION notification_events_number()`);
    await q.query(`
      CREATE FUNCTION notification_events_announce() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('${FEED_CHANNEL}', NEW.tenant_id::text || ':' || NEW.id::text || ':' || NEW.sandbox::text);
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER notification_events_announce AFTER INSERT ON notification_events
      FOR EACH ROW EXECUTE FUNCTION notification_events_announce()`);
    await q.query(`
      CREATE TABLE push_subscriptions (
        id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL,
        sandbox boolean NOT NULL,
        user_ref text NULL CHECK (length(user_ref) <= 200),
        endpoint text NOT NULL CHECK (length(endpoint) <= 2048),
        keys_ciphertext text NOT NULL,
        event_types text[] NOT NULL DEFAULT '{}',
        expires_at timestamptz NULL,
        created_at timestamptz NOT NULL
      )`);
    await q.query(
      `CREATE UNIQUE INDEX push_subscriptions_endpoint ON push_subscriptions (tenant_id, sandbox, endpoint)`,
    );
    await q.query(`
      CREATE TABLE digest_schedules (
        id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL,
        sandbox boolean NOT NULL,
        cadence text NOT NULL CHECK (cadence IN ('daily','weekly')),
        local_time text NOT NULL,
        weekday smallint NOT NULL,
        time_zone text NOT NULL,
        channels text[] NOT NULL,
        filters jsonb NOT NULL,
        send_empty boolean NOT NULL,
        watermark bigint NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE digest_runs (
        id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL,
        schedule_id uuid NOT NULL REFERENCES digest_schedules(id) ON DELETE CASCADE,
        period text NOT NULL,
        status text NOT NULL CHECK (status IN ('sent','skipped')),
        event_count integer NOT NULL,
        from_id bigint NOT NULL,
        through_id bigint NOT NULL,
        summary text NOT NULL,
        created_at timestamptz NOT NULL,
        UNIQUE (schedule_id, period)
      )`);
    // When each schedule is due next. The sweep must find due schedules of all tenants before it can open
    // a tenant's transaction, so this table (ids and a time, nothing of the tenant's content) may be read
    // across tenants; writes stay isolated by the usual policy, and everything else is read under RLS.
    await q.query(`
      CREATE TABLE digest_due (
        schedule_id uuid PRIMARY KEY REFERENCES digest_schedules(id) ON DELETE CASCADE,
        tenant_id uuid NOT NULL,
        next_due_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX digest_due_next ON digest_due (next_due_at)`);
    for (const table of TABLES) await enableTenantRowLevelSecurity(q, table);
    await q.query(`CREATE POLICY digest_sweep_reads ON digest_due FOR SELECT USING (true)`);
    // Likewise the retention job finds the tenants with a feed here (ids and counters only).
    await q.query(`CREATE POLICY feed_retention_reads ON notification_feed_heads FOR SELECT USING (true)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP POLICY feed_retention_reads ON notification_feed_heads`);
    await q.query(`DROP POLICY digest_sweep_reads ON digest_due`);
    for (const table of [...TABLES].reverse()) await disableTenantRowLevelSecurity(q, table);
    await q.query(`DROP TABLE digest_due`);
    await q.query(`DROP TABLE digest_runs`);
    await q.query(`DROP TABLE digest_schedules`);
    await q.query(`DROP TABLE push_subscriptions`);
    await q.query(`DROP TABLE notification_events`);
    await q.query(`DROP FUNCTION notification_events_announce()`);
    await q.query(`DROP FUNCTION notification_events_number()`);
    await q.query(`DROP TABLE notification_feed_heads`);
  }
}
