import type { PersonalDataCategory } from '../../platform/features/data-inventory';
import type { ExportedColumn, ExportedTable } from '../application/subject-data.port';

type JsonSchema = Record<string, unknown>;

const DRAFT_2020_12 = 'https://json-schema.org/draft/2020-12/schema';

/**
 * The category's title in the archive. A `Record` over the inventory's categories: a new category does not
 * compile until it has a title here, so no category file goes out undescribed.
 */
export const CATEGORY_TITLES: Record<PersonalDataCategory, string> = {
  identifiers: 'Kennungen: Namen, selbst gewählte Bezeichnungen, Ids, die eine Person bezeichnen',
  contact: 'Kontaktdaten: E-Mail-Adressen, Telefonnummern, Push-Endpunkte',
  usage: 'Nutzungsdaten: was eine Person im Produkt getan hat (Ereignisse, Aufrufe)',
  business: 'Geschäftsdaten, die einen Einzelunternehmer bezeichnen können (Firmenprofil, Budget)',
  technical: 'Technische Daten: IP-Adressen, User-Agents',
};

export const categoryTitle = (category: string): string =>
  (CATEGORY_TITLES as Record<string, string>)[category] ?? category;

export const schemaFileOf = (category: string) => `schemas/${category}.schema.json`;
export const MANIFEST_SCHEMA_FILE = 'schemas/manifest.schema.json';

const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });

/**
 * A column's value as it stands in the JSON file (after `JSON.stringify`: dates as ISO strings). `bigint`
 * and `number` admit a string too: the PostgreSQL driver hands int8 and numeric over as text, exactly.
 */
function valueSchema(kind: ExportedColumn['kind']): JsonSchema {
  switch (kind) {
    case 'uuid':
      return { type: 'string', format: 'uuid' };
    case 'text':
    case 'date':
      return { type: 'string' };
    case 'timestamp':
      return { type: 'string', format: 'date-time' };
    case 'integer':
      return { type: 'integer' };
    case 'bigint':
      return { anyOf: [{ type: 'integer' }, { type: 'string', pattern: '^-?[0-9]+$' }] };
    case 'number':
      return { anyOf: [{ type: 'number' }, { type: 'string', pattern: '^-?[0-9]+(\\.[0-9]+)?$' }] };
    case 'boolean':
      return { type: 'boolean' };
    case 'json':
    case 'other':
      // Free-form by the column's own definition (jsonb): any JSON value is the column's value.
      return {};
  }
}

function columnSchema(c: ExportedColumn): JsonSchema {
  // Array elements may be NULL in PostgreSQL unless a constraint says otherwise; the schema says what the
  // database admits, so that a true export never fails its own schema.
  const value = c.array ? { type: 'array', items: nullable(valueSchema(c.kind)) } : valueSchema(c.kind);
  const schema = c.nullable ? nullable(value) : value;
  return { ...schema, description: `Spalte ${c.name} (${c.sqlType})` };
}

/** One table's row: exactly the exported columns (secrets and the tenant column never are). */
export function rowSchema(table: ExportedTable): JsonSchema {
  return {
    type: 'object',
    description: table.purpose,
    properties: Object.fromEntries(table.columns.map((c) => [c.name, columnSchema(c)])),
    required: table.columns.map((c) => c.name),
    additionalProperties: false,
  };
}

/**
 * The schema of `<category>.json`, generated from the inventory (titles, purposes) and the tables' column
 * types, never written per table: each record names its source table, and the table decides its row schema.
 */
export function categorySchema(category: string, tables: ExportedTable[]): JsonSchema {
  return {
    $schema: DRAFT_2020_12,
    title: `${category}.json`,
    description: categoryTitle(category),
    type: 'object',
    required: ['category', 'title', 'records'],
    additionalProperties: false,
    properties: {
      category: { const: category },
      title: { type: 'string' },
      records: {
        type: 'array',
        items: {
          oneOf: tables.map((t) => ({
            type: 'object',
            required: ['table', 'row'],
            additionalProperties: false,
            properties: { table: { const: t.table }, row: { $ref: `#/$defs/${t.table}` } },
          })),
        },
      },
    },
    $defs: Object.fromEntries(tables.map((t) => [t.table, rowSchema(t)])),
  };
}

const SHA256 = { type: 'string', pattern: '^[0-9a-f]{64}$' };

/** The schema of `manifest.json` (one fixed structure, so written out once here). */
export function manifestSchema(schemaVersion: string): JsonSchema {
  return {
    $schema: DRAFT_2020_12,
    title: 'manifest.json',
    description: 'Inhaltsverzeichnis des Exports nach Art. 20 DSGVO: Kategorien, Dateien und ihre SHA-256',
    type: 'object',
    required: ['schemaVersion', 'manifestSchema', 'createdAt', 'requestId', 'subject', 'categories', 'files'],
    additionalProperties: false,
    properties: {
      schemaVersion: { const: schemaVersion },
      manifestSchema: { const: MANIFEST_SCHEMA_FILE },
      createdAt: { type: 'string', format: 'date-time' },
      requestId: { type: 'string', format: 'uuid' },
      subject: {
        type: 'object',
        required: ['identifier', 'digest'],
        additionalProperties: false,
        properties: { identifier: { type: 'string' }, digest: { type: 'string' } },
      },
      categories: { type: 'array', items: { type: 'string' }, uniqueItems: true },
      files: {
        type: 'array',
        items: {
          type: 'object',
          required: ['name', 'sha256', 'mediaType'],
          additionalProperties: false,
          properties: {
            name: { type: 'string' },
            sha256: SHA256,
            mediaType: { enum: ['application/json', 'text/csv', 'application/schema+json'] },
            category: { type: 'string' },
            tables: { type: 'array', items: { type: 'string' } },
            rows: { type: 'integer', minimum: 0 },
            schema: { type: 'string' },
          },
        },
      },
    },
  };
}
