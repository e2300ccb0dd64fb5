import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The program that replaced an expired one, by id (the successor a program's own source names, e.g. a
 * renamed scholarship). No foreign key: ids are unique only per owner (public or one tenant, see
 * CreatePrograms1763700000000), and a successor may be published after its predecessor is imported.
 */
export class ProgramSuccessor1764420000000 implements MigrationInterface {
  name = 'ProgramSuccessor1764420000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE programs ADD COLUMN successor_id text NULL CHECK (successor_id IS NULL OR length(successor_id) > 0)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE programs DROP COLUMN successor_id`);
  }
}
