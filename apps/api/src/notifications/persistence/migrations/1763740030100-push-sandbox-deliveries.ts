import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A sandbox subscription's pushes go to no push service (ADR 0009: a sandbox credential reaches nothing real);
 * push has no delivery log, so the subscription counts them and keeps the time of the last one.
 */
export class PushSandboxDeliveries1763740030100 implements MigrationInterface {
  name = 'PushSandboxDeliveries1763740030100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE push_subscriptions ADD COLUMN sandbox_deliveries integer NOT NULL DEFAULT 0, ADD COLUMN last_sandbox_delivery_at timestamptz NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE push_subscriptions DROP COLUMN sandbox_deliveries, DROP COLUMN last_sandbox_delivery_at`,
    );
  }
}
