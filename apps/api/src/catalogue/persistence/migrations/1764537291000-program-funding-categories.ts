import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Förderdatenbank's categories of an imported program (funding types, areas, sub-areas, eligible
 * applicants, by code), for the search's filters and facets. NULL for curated and tenant-owned programs,
 * which the export does not classify; a JSON object because the four lists are read and written together.
 */
export class ProgramFundingCategories1764537291000 implements MigrationInterface {
  name = 'ProgramFundingCategories1764537291000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE programs ADD COLUMN funding_categories jsonb NULL ` +
        `CHECK (funding_categories IS NULL OR jsonb_typeof(funding_categories) = 'object')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE programs DROP COLUMN funding_categories`);
  }
}
