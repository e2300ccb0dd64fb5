import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRowLevelSecurity, ensureAppRole } from '../../../platform/tenancy/row-level-security';

/**
 * Team-chat integrations: Slack and Teams webhook destinations (the URL is a bearer secret, stored
 * AES-GCM-encrypted) and one row per message sent to one of them, which is also its delivery log. A message's
 * vendor bodies are rendered when the event is published (`parts`), so a later change of the renderer never
 * alters what was queued; `parts_sent` lets a 429 in the middle of a split Slack message resume where it stopped.
 */
export class CreateChatIntegrations1763720000000 implements MigrationInterface {
  name = 'CreateChatIntegrations1763720000000';

  async up(q: QueryRunner): Promise<void> {
    await ensureAppRole(q);
    await q.query(`
      CREATE TABLE chat_destinations (
        id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL,
        sandbox boolean NOT NULL,
        vendor text NOT NULL CHECK (vendor IN ('slack', 'teams')),
        name text NOT NULL CHECK (length(name) <= 200),
        url_ciphertext text NOT NULL,
        url_hint text NOT NULL,
        event_types text[] NOT NULL,
        enabled boolean NOT NULL DEFAULT true,
        disabled_reason text NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(
      `CREATE INDEX chat_destinations_tenant ON chat_destinations (tenant_id, vendor, created_at)`,
    );
    await q.query(`
      CREATE TABLE chat_messages (
        id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL,
        destination_id uuid NOT NULL REFERENCES chat_destinations(id) ON DELETE CASCADE,
        event_type text NOT NULL,
        parts jsonb NOT NULL,
        parts_sent integer NOT NULL DEFAULT 0,
        status text NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        last_http_status integer NULL,
        last_error text NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX chat_messages_destination ON chat_messages (destination_id, created_at)`);
    await q.query(`CREATE INDEX chat_messages_tenant ON chat_messages (tenant_id, created_at)`);
    await enableTenantRowLevelSecurity(q, 'chat_destinations');
    await enableTenantRowLevelSecurity(q, 'chat_messages');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE chat_messages`);
    await q.query(`DROP TABLE chat_destinations`);
  }
}
