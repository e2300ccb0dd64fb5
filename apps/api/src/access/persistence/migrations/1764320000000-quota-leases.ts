import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Quota leases without Redis (ADR 0026): `granted` counts the calls handed out in blocks to instances (at
 * least what `used` counted when a block is taken), `last_grant` the size of the latest block, which the
 * grant statement answers (RETURNING sees only the new row). `used` stays the metered count of calls.
 */
export class QuotaLeases1764320000000 implements MigrationInterface {
  name = 'QuotaLeases1764320000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE monthly_usage
      ADD COLUMN granted bigint NOT NULL DEFAULT 0,
      ADD COLUMN last_grant bigint NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE monthly_usage DROP COLUMN granted, DROP COLUMN last_grant`);
  }
}
