import type { EntityManager } from 'typeorm';
import type { ExportedColumn } from '../application/subject-data.port';

const KINDS: Record<string, ExportedColumn['kind']> = {
  uuid: 'uuid',
  text: 'text',
  varchar: 'text',
  bpchar: 'text',
  citext: 'text',
  inet: 'text',
  date: 'date',
  timestamptz: 'timestamp',
  timestamp: 'timestamp',
  int2: 'integer',
  int4: 'integer',
  int8: 'bigint',
  numeric: 'number',
  float4: 'number',
  float8: 'number',
  bool: 'boolean',
  json: 'json',
  jsonb: 'json',
};

/**
 * The columns of the public schema's tables with their types, read from the catalogue: the portability
 * archive's JSON Schemas are generated from these, so a migration that adds or changes a column changes the
 * schema with it (nothing to keep in step by hand).
 */
export async function readColumnTypes(em: EntityManager): Promise<Map<string, ExportedColumn[]>> {
  const rows = (await em.query(`
    SELECT c.relname AS table, a.attname AS column, NOT a.attnotnull AS nullable,
      t.typcategory = 'A' AS array, CASE WHEN t.typcategory = 'A' THEN e.typname ELSE t.typname END AS type
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
    JOIN pg_type t ON t.oid = a.atttypid
    LEFT JOIN pg_type e ON e.oid = t.typelem
    WHERE c.relkind IN ('r', 'p')
    ORDER BY c.relname, a.attnum`)) as {
    table: string;
    column: string;
    nullable: boolean;
    array: boolean;
    type: string;
  }[];
  const tables = new Map<string, ExportedColumn[]>();
  for (const r of rows) {
    const columns = tables.get(r.table) ?? [];
    columns.push({
      name: r.column,
      kind: KINDS[r.type] ?? 'other',
      array: r.array,
      nullable: r.nullable,
      sqlType: `${r.type}${r.array ? '[]' : ''}`,
    });
    tables.set(r.table, columns);
  }
  return tables;
}
