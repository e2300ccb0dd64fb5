import { APP_SCHEMA } from '../../apps/api/src/features';
import {
  inventoryProblems,
  type ExistingTable,
} from '../../apps/api/src/data-protection/domain/inventory-coverage';
import { openDatabase, type DatabaseConnection } from '../../apps/api/src/platform/database/database.module';
import { DataInventory } from '../../apps/api/src/platform/features/data-inventory';
import type { Queryable } from '../support/row-level-security-inventory';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { testConfig } from '../support/test-app';

/** Every table of every schema the app owns, with its columns (system schemas aside). */
async function existingTables(db: Queryable): Promise<ExistingTable[]> {
  const rows = (await db.query(`
    SELECT n.nspname AS schema, c.relname AS table,
      array(SELECT a.attname::text FROM pg_attribute a
            WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum) AS columns,
      array(SELECT a.attname::text FROM pg_attribute a JOIN pg_type t ON t.oid = a.atttypid
            LEFT JOIN pg_type e ON e.oid = t.typelem AND t.typcategory = 'A'
            WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
              AND coalesce(e.typname, t.typname) IN ('text', 'varchar', 'bpchar', 'json', 'jsonb', 'citext')
            ORDER BY a.attnum) AS "textColumns",
      has_table_privilege('fm_app', c.oid, 'UPDATE') AS "appCanUpdate",
      has_table_privilege('fm_app', c.oid, 'DELETE') AS "appCanDelete"
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
      AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
    ORDER BY 1, 2`)) as ExistingTable[];
  return rows;
}

/**
 * The data inventory (ADR 0017) against the migrated database: every table is described by the
 * feature (or the kernel) that owns it, and every rule names columns that exist. A module that adds a table
 * without describing it fails here, named. Runs on the embedded database and, with DATABASE_URL, on PostgreSQL.
 */
describe('data inventory covers every table', () => {
  let db: TestDatabase;
  let connection: DatabaseConnection;
  const inventory = new DataInventory(APP_SCHEMA.dataInventory ?? []);

  beforeAll(async () => {
    db = await createTestDatabase();
    connection = await openDatabase(testConfig({ database: db.target }), APP_SCHEMA);
  });
  afterAll(async () => {
    await connection?.dataSource.destroy();
    await connection?.embedded?.close();
    await db?.dispose();
  });

  it('finds the tables of every module (not an empty list by accident)', async () => {
    const names = (await existingTables(connection.dataSource)).map((t) => t.table);
    expect(names).toEqual(
      expect.arrayContaining([
        'tenants',
        'api_keys',
        'calculations',
        'webhook_events',
        'job_runs',
        'programs',
      ]),
    );
  });

  it('describes every table, and describes no table that does not exist', async () => {
    expect(inventoryProblems(inventory, await existingTables(connection.dataSource))).toEqual([]);
  });

  it('marks as portable only tables whose subject rules find the rows', () => {
    const portable = inventory.tables.filter((t) => t.portable === true);
    expect(portable.length).toBeGreaterThan(0);
    for (const t of portable) expect([t.table, t.subjects?.length ?? 0]).not.toEqual([t.table, 0]);
    expect(inventory.describe('funding_plans')?.portable).toBe(false);
  });

  it('fails for a new table until a feature describes it', async () => {
    const q = connection.dataSource.createQueryRunner();
    try {
      await q.query(
        `CREATE TABLE inventory_probe (id uuid PRIMARY KEY, tenant_id uuid NOT NULL, email text, actor_id text, note text)`,
      );
      expect(inventoryProblems(inventory, await existingTables(q))).toEqual([
        'inventory_probe: not described in the data inventory',
      ]);
      const described = new DataInventory([
        ...inventory.tables,
        {
          table: 'inventory_probe',
          purpose: 'probe',
          personalData: ['contact'],
          legalBasis: { article: 'Art. 6(1)(b)', note: 'probe' },
          retention: { kind: 'while_tenant_exists' },
          erasure: { kind: 'pseudonymise', columns: { mail: 'null' } },
          subjects: [{ identifier: 'email', column: 'email' }],
        },
      ]);
      // A rule on a column that is not there is caught as well, and so is a rule the app may not carry out.
      expect(inventoryProblems(described, await existingTables(q))).toEqual([
        'inventory_probe.mail: named by a rule but no such column',
        'inventory_probe.actor_id: looks like a subject identifier but no subject rule reads it',
        "inventory_probe: erasure 'pseudonymise' but the application role may not UPDATE",
        // A text column nobody classified (free text? an identifier?) fails until it is.
        'inventory_probe.note: text or JSON column not classified',
      ]);
      // Erasable or portable without a subject rule: erasure and the portability job would find no row.
      const unlocated = new DataInventory([
        ...inventory.tables,
        {
          table: 'inventory_probe',
          purpose: 'probe',
          personalData: ['contact'],
          legalBasis: { article: 'Art. 6(1)(b)', note: 'probe' },
          retention: { kind: 'while_tenant_exists' },
          erasure: { kind: 'delete' },
          subjects: [],
          portable: true,
        },
      ]);
      expect(inventoryProblems(unlocated, await existingTables(q))).toEqual(
        expect.arrayContaining([
          "inventory_probe: erasure 'delete' without a subject rule to find the rows",
          'inventory_probe: portable without a subject rule to find the rows',
        ]),
      );
    } finally {
      await q.query(`DROP TABLE IF EXISTS inventory_probe`);
      await q.release();
    }
  });
});
