import { strToU8, zipSync } from 'fflate';
import { PortabilityPackager } from '../application/portability-packager.port';
import type { ExportedTable } from '../application/subject-data.port';
import { sha256Hex } from '../domain/canonical-json';
import { categoryCsv } from './portability-csv';
import {
  categorySchema,
  categoryTitle,
  MANIFEST_SCHEMA_FILE,
  manifestSchema,
  schemaFileOf,
} from './portability-schemas';

/** 2.0: one file per category of personal data (was: per table), JSON Schemas inside the archive. */
export const PORTABILITY_SCHEMA_VERSION = '2.0';

export interface ArchiveFile {
  name: string;
  sha256: string;
  mediaType: 'application/json' | 'text/csv' | 'application/schema+json';
  /** For a category's data files: the category, its source tables and records, the JSON's schema. */
  category?: string;
  tables?: string[];
  rows?: number;
  schema?: string;
}

export interface ArchiveManifest {
  schemaVersion: string;
  manifestSchema: string;
  createdAt: string;
  requestId: string;
  subject: { identifier: string; digest: string };
  categories: string[];
  files: ArchiveFile[];
}

/** A category file's content: every record of a table in that category, labelled with its source table. */
export interface CategoryDocument {
  category: string;
  title: string;
  records: { table: string; row: Record<string, unknown> }[];
}

const jsonText = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
// Dates as ISO strings, as the schema expects them (the JSON round trip is what a reader sees).
const jsonRows = (rows: Record<string, unknown>[]) =>
  JSON.parse(JSON.stringify(rows)) as Record<string, unknown>[];

/**
 * The Art. 20 archive (WP242 rev.01: structured, commonly used, machine-readable), grouped by the data
 * inventory's categories of personal data: per category `<category>.json` with the records of every table
 * in that category (a table of two categories is in both files: each file stands on its own), a
 * `<category>.csv` beside it where the records are tabular, `schemas/<category>.schema.json` (JSON Schema
 * 2020-12, generated from the inventory and the column types) and `manifest.json` with each file's SHA-256.
 */
export function buildPortabilityArchive(
  tables: ExportedTable[],
  meta: { requestId: string; createdAt: Date; subject: { identifier: string; digest: string } },
): { zip: Uint8Array; manifest: ArchiveManifest; manifestSha256: string } {
  const files: Record<string, Uint8Array> = {};
  const listed: ArchiveFile[] = [];
  const add = (entry: Omit<ArchiveFile, 'sha256'>, text: string) => {
    const bytes = strToU8(text);
    files[entry.name] = bytes;
    listed.push({ ...entry, sha256: sha256Hex(bytes) });
  };
  const categories = [...new Set(tables.flatMap((t) => t.categories))].sort();
  for (const category of categories) {
    const inCategory = tables.filter((t) => t.categories.includes(category));
    const document: CategoryDocument = {
      category,
      title: categoryTitle(category),
      records: inCategory.flatMap((t) => jsonRows(t.rows).map((row) => ({ table: t.table, row }))),
    };
    const about = {
      category,
      tables: inCategory.map((t) => t.table),
      rows: document.records.length,
    };
    const schema = schemaFileOf(category);
    add({ name: `${category}.json`, mediaType: 'application/json', ...about, schema }, jsonText(document));
    const csv = categoryCsv(document.records);
    if (csv !== undefined) add({ name: `${category}.csv`, mediaType: 'text/csv', ...about }, csv);
    add(
      { name: schema, mediaType: 'application/schema+json' },
      jsonText(categorySchema(category, inCategory)),
    );
  }
  add(
    { name: MANIFEST_SCHEMA_FILE, mediaType: 'application/schema+json' },
    jsonText(manifestSchema(PORTABILITY_SCHEMA_VERSION)),
  );
  const manifest: ArchiveManifest = {
    schemaVersion: PORTABILITY_SCHEMA_VERSION,
    manifestSchema: MANIFEST_SCHEMA_FILE,
    createdAt: meta.createdAt.toISOString(),
    requestId: meta.requestId,
    subject: meta.subject,
    categories,
    files: listed,
  };
  files['manifest.json'] = strToU8(jsonText(manifest));
  // A fixed time stamp inside the ZIP: the archive's bytes depend on the data only.
  const zip = zipSync(files, { level: 6, mtime: meta.createdAt });
  return { zip, manifest, manifestSha256: sha256Hex(files['manifest.json']) };
}

/**
 * The packager port on `buildPortabilityArchive`. The receipt lists the manifest's hash too: the receipt's
 * hash goes into the audit chain, so the whole archive is anchored there through the manifest.
 */
export class ZipPortabilityPackager extends PortabilityPackager {
  pack(tables: ExportedTable[], meta: Parameters<PortabilityPackager['pack']>[1]) {
    const { zip, manifest, manifestSha256 } = buildPortabilityArchive(tables, meta);
    return {
      archive: zip,
      files: [
        { name: 'manifest.json', sha256: manifestSha256 },
        ...manifest.files.map((f) => ({
          name: f.name,
          sha256: f.sha256,
          ...(f.rows !== undefined ? { rows: f.rows } : {}),
        })),
      ],
    };
  }
}
