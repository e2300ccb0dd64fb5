import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sandbox and live webhooks apart (ADR 0009): endpoints, events and the delivery log carry the mode; a
 * sandbox event is delivered to sandbox endpoints only and shows in the sandbox's log only.
 */
export class WebhooksSandbox1763701600001 implements MigrationInterface {
  name = 'WebhooksSandbox1763701600001';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['webhook_endpoints', 'webhook_events', 'webhook_delivery_attempts']) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN sandbox boolean NOT NULL DEFAULT false`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['webhook_endpoints', 'webhook_events', 'webhook_delivery_attempts']) {
      await q.query(`ALTER TABLE ${table} DROP COLUMN sandbox`);
    }
  }
}
