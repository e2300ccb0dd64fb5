import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A counter that every write to `programs` raises (statement trigger, in the writer's transaction), so that a
 * reader can tell from one cheap read whether the catalogue changed. The program list caches its `total`
 * per filter and version instead of counting on every request: at 100,000 programs the count was a scan of
 * the whole table, 100-400 ms on the embedded database (bench/README.md). SECURITY DEFINER because tenant
 * writes may run as the restricted role `fm_app`, which gets read access only.
 */
export class CatalogueVersion1763701300000 implements MigrationInterface {
  name = 'CatalogueVersion1763701300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE catalogue_version (
        singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
        version bigint NOT NULL
      )`);
    await q.query(`INSERT INTO catalogue_version (singleton, version) VALUES (true, 1)`);
    await q.query(`
      CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
        SET search_path = public AS $$
      BEGIN
        UPDATE catalogue_version SET version = version + 1;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER programs_bump_catalogue_version
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON programs
        FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()`);
    await q.query(`
      DO $$ BEGIN
        IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'fm_app') THEN
          GRANT SELECT ON catalogue_version TO fm_app;
        END IF;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER programs_bump_catalogue_version ON programs`);
    await q.query(`DROP FUNCTION bump_catalogue_version()`);
    await q.query(`DROP TABLE catalogue_version`);
  }
}
