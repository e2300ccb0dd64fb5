import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The tab of the program page a proposal's evidence stands in: the description, the eligibility text, the
 * procedure or the deadline text (the official export's `summary`, `regulatoryFWork`, `procMethod`,
 * `procInfluence`). The evidence offsets point into that tab's plain text. Rows before this column read the
 * description, as the importer did then.
 */
export class TermProposalTab1764410000000 implements MigrationInterface {
  name = 'TermProposalTab1764410000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE program_term_proposals ADD COLUMN tab text NOT NULL DEFAULT 'description'
         CONSTRAINT program_term_proposals_tab_check
         CHECK (tab IN ('description', 'eligibility', 'procedure', 'deadlines'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE program_term_proposals DROP COLUMN tab`);
  }
}
