import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The channel on which the database announces a new catalogue version (ADR 0012). */
export const CATALOGUE_CHANNEL = 'fm_catalogue';

/**
 * The catalogue version's trigger also notifies `fm_catalogue` with the new version, in the writer's
 * transaction: every instance then knows its in-memory catalogue snapshot is stale, without asking.
 */
export class CatalogueChangeNotifications1763702000081 implements MigrationInterface {
  name = 'CatalogueChangeNotifications1763702000081';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
        SET search_path = public AS $$
      DECLARE
        next bigint;
      BEGIN
        UPDATE catalogue_version SET version = version + 1 RETURNING version INTO next;
        PERFORM pg_notify('${CATALOGUE_CHANNEL}', next::text);
        RETURN NULL;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
        SET search_path = public AS $$
      BEGIN
        UPDATE catalogue_version SET version = version + 1;
        RETURN NULL;
      END $$`);
  }
}
