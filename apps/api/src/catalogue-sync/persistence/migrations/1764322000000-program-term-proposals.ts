import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Terms proposed from an imported program's own text, stored beside the program and never as its facts
 * (ADR 0025): one row per program and term with the evidence sentence and span, the rule and
 * confidence, and the operator's review. Public catalogue data like the rest of the import's tables: no
 * `tenant_id`, written by the importer's job and the operator's review routes only.
 */
export class ProgramTermProposals1764322000000 implements MigrationInterface {
  name = 'ProgramTermProposals1764322000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE program_term_proposals (
        program_id text NOT NULL,
        term text NOT NULL,
        proposed_value jsonb NOT NULL,
        sentence text NOT NULL,
        span_start integer NOT NULL CHECK (span_start >= 0),
        span_end integer NOT NULL CHECK (span_end >= span_start),
        quote text NOT NULL,
        confidence real NOT NULL CHECK (confidence >= 0 AND confidence <= 1),
        rule text NOT NULL,
        condition text NULL,
        status text NOT NULL
          CHECK (status IN ('proposed','confirmed','corrected','rejected','reopened')),
        confirmed_value jsonb NULL,
        reviewed_by text NULL,
        reviewer_label text NULL,
        reviewed_at timestamptz NULL,
        note text NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (program_id, term),
        CHECK (status NOT IN ('confirmed','corrected') OR (confirmed_value IS NOT NULL AND reviewed_at IS NOT NULL))
      )`);
    // The review list: programs ordered by their proposals' confidence.
    await q.query(
      `CREATE INDEX program_term_proposals_confidence ON program_term_proposals (confidence DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE program_term_proposals`);
  }
}
