import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The digests' `chat` channel (ADR 0014): the Slack and Teams destinations a schedule posts to, by id. No
 * foreign key: the destinations are the integrations module's table; a deleted one is skipped when sending.
 */
export class DigestChatDestinations1763736400000 implements MigrationInterface {
  name = 'DigestChatDestinations1763736400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE digest_schedules ADD COLUMN chat_destination_ids uuid[] NOT NULL DEFAULT '{}'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE digest_schedules DROP COLUMN chat_destination_ids`);
  }
}
