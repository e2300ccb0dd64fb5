import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `fm_refute_guess(reason)`: fails the statement that calls it with SQLSTATE `FMRT1` (ADR 0036). A deferred
 * write sent together with its COMMIT that was built on a guess (the outbox: "this tenant has no endpoint
 * that wants these events") calls it when the guess turns out wrong, so that the transaction rolls back
 * instead of committing without the work the guess left out; the unit of work then runs its units again
 * without guessing. VOLATILE, so PostgreSQL never evaluates it ahead of the rows that call it.
 */
export class CreateRefuteGuess1764537215000 implements MigrationInterface {
  name = 'CreateRefuteGuess1764537215000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION fm_refute_guess(reason text) RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
      BEGIN
        RAISE EXCEPTION '%', reason USING ERRCODE = 'FMRT1';
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION fm_refute_guess(text)`);
  }
}
