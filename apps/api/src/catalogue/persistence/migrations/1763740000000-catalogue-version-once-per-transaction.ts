import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CATALOGUE_CHANNEL } from './1763702000081-catalogue-change-notifications';

/**
 * The catalogue version rises once per transaction that writes `programs`, not once per statement: an
 * import writes its programs in statements of 100 rows (ADR 0015), and each statement raised the version,
 * so a 2,500-program run advanced it by about 50 and every instance reloaded its snapshot that often.
 * The trigger remembers the transaction that last raised it (`txid_current()`) and skips the rest of
 * that transaction's statements, and notifies `fm_catalogue` once with the new version (ADR 0012). Readers
 * see the new version at commit, as before.
 */
export class CatalogueVersionOncePerTransaction1763740000000 implements MigrationInterface {
  name = 'CatalogueVersionOncePerTransaction1763740000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE catalogue_version ADD COLUMN bumped_in bigint NULL`);
    await q.query(`
      CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
        SET search_path = public AS $$
      DECLARE
        next bigint;
      BEGIN
        UPDATE catalogue_version SET version = version + 1, bumped_in = txid_current()
          WHERE bumped_in IS DISTINCT FROM txid_current() RETURNING version INTO next;
        IF next IS NOT NULL THEN
          PERFORM pg_notify('${CATALOGUE_CHANNEL}', next::text);
        END IF;
        RETURN NULL;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
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
    await q.query(`ALTER TABLE catalogue_version DROP COLUMN bumped_in`);
  }
}
