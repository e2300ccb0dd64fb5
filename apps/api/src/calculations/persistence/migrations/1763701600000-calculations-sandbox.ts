import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Sandbox calculations apart from live ones (ADR 0009): a flag every read filters on. */
export class CalculationsSandbox1763701600000 implements MigrationInterface {
  name = 'CalculationsSandbox1763701600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE calculations ADD COLUMN sandbox boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE calculations DROP COLUMN sandbox`);
  }
}
