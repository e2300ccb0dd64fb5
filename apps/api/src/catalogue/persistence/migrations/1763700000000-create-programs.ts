import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The program catalogue. `tenant_id` null is the public catalogue; a tenant's own programs carry its id
 * (two partial unique indexes, since a primary key cannot hold NULL). The GIN index serves the region
 * filter, which queries with `eligible_regions && ARRAY[...]` (`= ANY(...)` could not use it).
 * Kept to what PostgreSQL 15 accepts (the embedded PGlite is 18).
 */
export class CreatePrograms1763700000000 implements MigrationInterface {
  name = 'CreatePrograms1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE programs (
        row_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        id text NOT NULL CHECK (length(id) > 0),
        tenant_id uuid NULL,
        name text NOT NULL CHECK (length(name) > 0),
        short_name text NULL,
        provider text NOT NULL CHECK (provider IN ('BAFA','KFW','BMBF','BMWK','EU','Bundesland','Sonstige')),
        provider_detail text NULL,
        category text NOT NULL
          CHECK (category IN ('zuschuss','darlehen','buergschaft','steuervorteil','beteiligung','kredit','beratung')),
        level text NULL CHECK (level IN ('bundesweit','landesweit','regional','eu')),
        description text NOT NULL,
        max_amount numeric(16,2) NOT NULL CHECK (max_amount >= 0),
        min_amount numeric(16,2) NULL CHECK (min_amount >= 0),
        subsidy_rate_max numeric(6,5) NULL CHECK (subsidy_rate_max BETWEEN 0 AND 1),
        deminimis boolean NULL,
        target_groups text[] NOT NULL DEFAULT '{}',
        eligible_regions text[] NOT NULL DEFAULT '{}',
        phases text[] NOT NULL DEFAULT '{}',
        application_deadline date NULL,
        status text NOT NULL CHECK (status IN ('aktiv','inaktiv','geplant','ausgelaufen')),
        last_updated timestamptz NOT NULL,
        terms jsonb NOT NULL,
        source jsonb NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX programs_public_id ON programs (id) WHERE tenant_id IS NULL`);
    await q.query(
      `CREATE UNIQUE INDEX programs_tenant_id ON programs (tenant_id, id) WHERE tenant_id IS NOT NULL`,
    );
    await q.query(`CREATE INDEX programs_order ON programs ((id COLLATE "C"))`);
    await q.query(`CREATE INDEX programs_category ON programs (category)`);
    await q.query(`CREATE INDEX programs_level ON programs (level)`);
    await q.query(`CREATE INDEX programs_regions ON programs USING gin (eligible_regions)`);
    await q.query(`
      CREATE TABLE seed_state (
        name text PRIMARY KEY,
        hash text NOT NULL,
        applied_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE seed_state`);
    await q.query(`DROP TABLE programs`);
  }
}
