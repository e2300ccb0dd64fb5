import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Outbound webhooks: endpoints with their encrypted signing secrets, the outbox of events, one
 * message per event and endpoint (its delivery state) and the delivery log (one row per attempt). No foreign
 * key to `tenants`: every row carries `tenant_id`, and every query names it. The job queue (pg-boss) keeps
 * its own schema `pgboss`, created and upgraded by pg-boss itself at start-up.
 */
export class CreateWebhooks1763701200000 implements MigrationInterface {
  name = 'CreateWebhooks1763701200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE webhook_endpoints (
        id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL,
        url text NOT NULL CHECK (length(url) <= 2048),
        description text NOT NULL DEFAULT '' CHECK (length(description) <= 500),
        event_types text[] NOT NULL,
        secret_ciphertext text NOT NULL,
        previous_secret_ciphertext text NULL,
        previous_secret_expires_at timestamptz NULL,
        enabled boolean NOT NULL DEFAULT true,
        disabled_reason text NULL,
        consecutive_exhaustions integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX webhook_endpoints_tenant ON webhook_endpoints (tenant_id, created_at)`);
    await q.query(`
      CREATE TABLE webhook_events (
        id text PRIMARY KEY,
        tenant_id uuid NOT NULL,
        type text NOT NULL,
        payload jsonb NOT NULL,
        idempotency_key text NULL,
        created_at timestamptz NOT NULL
      )`);
    await q.query(
      `CREATE UNIQUE INDEX webhook_events_idempotency ON webhook_events (tenant_id, idempotency_key)`,
    );
    await q.query(`CREATE INDEX webhook_events_created ON webhook_events (created_at)`);
    await q.query(`
      CREATE TABLE webhook_messages (
        id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL,
        event_id text NOT NULL REFERENCES webhook_events(id) ON DELETE CASCADE,
        endpoint_id uuid NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN ('pending','succeeded','failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX webhook_messages_event ON webhook_messages (event_id)`);
    await q.query(`
      CREATE TABLE webhook_delivery_attempts (
        id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL,
        message_id uuid NOT NULL REFERENCES webhook_messages(id) ON DELETE CASCADE,
        event_id text NOT NULL,
        event_type text NOT NULL,
        endpoint_id uuid NOT NULL,
        attempt integer NOT NULL CHECK (attempt >= 1),
        trigger text NOT NULL CHECK (trigger IN ('automatic','retry','manual','test')),
        outcome text NOT NULL CHECK (outcome IN ('succeeded','retrying','failed')),
        attempted_at timestamptz NOT NULL,
        duration_ms integer NOT NULL CHECK (duration_ms >= 0),
        http_status integer NULL,
        error_class text NULL,
        response_excerpt text NULL,
        next_attempt_at timestamptz NULL
      )`);
    await q.query(
      `CREATE INDEX webhook_delivery_attempts_tenant_time ON webhook_delivery_attempts (tenant_id, attempted_at DESC, id)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE webhook_delivery_attempts`);
    await q.query(`DROP TABLE webhook_messages`);
    await q.query(`DROP TABLE webhook_events`);
    await q.query(`DROP TABLE webhook_endpoints`);
  }
}
