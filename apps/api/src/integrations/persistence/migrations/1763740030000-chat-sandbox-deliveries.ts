import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A sandbox destination's messages are never posted (ADR 0009: a sandbox credential reaches nothing real); the
 * delivery log records them with their own status `sandbox`, so a test run shows what would have been sent.
 */
export class ChatSandboxDeliveries1763740030000 implements MigrationInterface {
  name = 'ChatSandboxDeliveries1763740030000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE chat_messages DROP CONSTRAINT chat_messages_status_check`);
    await q.query(
      `ALTER TABLE chat_messages ADD CONSTRAINT chat_messages_status_check CHECK (status IN ('pending', 'delivered', 'failed', 'sandbox'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE chat_messages SET status = 'delivered' WHERE status = 'sandbox'`);
    await q.query(`ALTER TABLE chat_messages DROP CONSTRAINT chat_messages_status_check`);
    await q.query(
      `ALTER TABLE chat_messages ADD CONSTRAINT chat_messages_status_check CHECK (status IN ('pending', 'delivered', 'failed'))`,
    );
  }
}
