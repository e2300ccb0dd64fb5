import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRowLevelSecurity, ensureAppRole } from '../../../platform/tenancy/row-level-security';

/**
 * DATEV settings per tenant and mode: the adviser's and client's numbers, the fiscal-year start and
 * the accounts a grant is booked on, so that the export assumes no chart of accounts. Sandbox settings are
 * a row of their own (ADR 0009).
 */
export class CreateDatevSettings1763737300000 implements MigrationInterface {
  name = 'CreateDatevSettings1763737300000';

  async up(q: QueryRunner): Promise<void> {
    await ensureAppRole(q);
    await q.query(`
      CREATE TABLE datev_settings (
        tenant_id uuid NOT NULL,
        sandbox boolean NOT NULL,
        berater_nummer integer NOT NULL,
        mandanten_nummer integer NOT NULL,
        wirtschaftsjahr_beginn text NOT NULL CHECK (wirtschaftsjahr_beginn ~ '^[0-9]{2}-[0-9]{2}$'),
        sachkontenlaenge smallint NOT NULL CHECK (sachkontenlaenge BETWEEN 4 AND 8),
        skr text NOT NULL CHECK (skr IN ('03', '04')),
        konto text NOT NULL,
        gegenkonto text NOT NULL,
        bu_schluessel text NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (tenant_id, sandbox)
      )`);
    await enableTenantRowLevelSecurity(q, 'datev_settings');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE datev_settings`);
  }
}
