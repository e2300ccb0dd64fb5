import type { EntityManager } from 'typeorm';

/** What the executor must know of a table besides the inventory: its key and whether it has these columns. */
export interface TableShape {
  primaryKey: string[];
  columns: Set<string>;
  /** Whether the application role may delete rows: some tables are append-only for it (calculations). */
  deletable: boolean;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** A table or column name from the inventory, checked before it goes into SQL (they are code, not input). */
export function ident(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`not a plain identifier: ${name}`);
  return name;
}

/** The shapes of the public schema's tables, read from the catalogue (pg_attribute needs no table privilege). */
export async function readTableShapes(em: EntityManager): Promise<Map<string, TableShape>> {
  const rows = (await em.query(`
    SELECT c.relname AS table, a.attname AS column,
      coalesce((SELECT has_table_privilege('fm_app', c.oid, 'DELETE')
                WHERE EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'fm_app')), false) AS deletable,
      coalesce(a.attnum = ANY (i.indkey::int2[]), false) AS in_key, a.attnum AS position
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
    LEFT JOIN pg_index i ON i.indrelid = c.oid AND i.indisprimary
    WHERE c.relkind IN ('r', 'p')
    ORDER BY c.relname, a.attnum`)) as {
    table: string;
    column: string;
    in_key: boolean;
    deletable: boolean;
  }[];
  const shapes = new Map<string, TableShape>();
  for (const r of rows) {
    const shape = shapes.get(r.table) ?? {
      primaryKey: [],
      columns: new Set<string>(),
      deletable: r.deletable,
    };
    shape.columns.add(r.column);
    if (r.in_key) shape.primaryKey.push(r.column);
    shapes.set(r.table, shape);
  }
  return shapes;
}

/** SQL for a row's key as text (a JSON array of its primary key values), stable across any key shape. */
export const rowKeySql = (shape: TableShape) =>
  `json_build_array(${shape.primaryKey.map(ident).join(', ')})::text`;
