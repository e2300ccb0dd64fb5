import { strToU8, zipSync } from 'fflate';
import { PortabilityPackager } from '../application/portability-packager.port';
import type { ExportedTable } from '../application/subject-data.port';
import { sha256Hex } from '../domain/canonical-json';

export const PORTABILITY_SCHEMA_VERSION = '1.0';

export interface ArchiveManifest {
  schemaVersion: string;
  createdAt: string;
  requestId: string;
  subject: { identifier: string; digest: string };
  categories: string[];
  files: { name: string; sha256: string; mediaType: string; table: string; rows: number }[];
}

const cell = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  const text = v instanceof Date ? v.toISOString() : typeof v === 'object' ? JSON.stringify(v) : String(v);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** RFC 4180: a header line, CRLF line ends, fields quoted where they must be. */
export function toCsv(rows: Record<string, unknown>[]): string {
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  return [columns.map(cell).join(','), ...rows.map((r) => columns.map((c) => cell(r[c])).join(','))]
    .map((line) => `${line}\r\n`)
    .join('');
}

const jsonValue = (rows: Record<string, unknown>[]) =>
  JSON.parse(JSON.stringify(rows)) as Record<string, unknown>[]; // Dates as ISO strings, Buffers as objects

/**
 * The Art. 20 archive: one JSON per table (structured, machine-readable), a CSV beside it (tabular), and a
 * `manifest.json` with the schema version, the categories and each file's SHA-256 (WP242 rev.01).
 */
export function buildPortabilityArchive(
  tables: ExportedTable[],
  meta: { requestId: string; createdAt: Date; subject: { identifier: string; digest: string } },
): { zip: Uint8Array; manifest: ArchiveManifest } {
  const files: Record<string, Uint8Array> = {};
  const listed: ArchiveManifest['files'] = [];
  const add = (name: string, mediaType: string, table: ExportedTable, text: string) => {
    const bytes = strToU8(text);
    files[name] = bytes;
    listed.push({ name, sha256: sha256Hex(bytes), mediaType, table: table.table, rows: table.rows.length });
  };
  for (const table of tables) {
    add(
      `${table.table}.json`,
      'application/json',
      table,
      `${JSON.stringify(jsonValue(table.rows), null, 2)}\n`,
    );
    add(`${table.table}.csv`, 'text/csv', table, toCsv(jsonValue(table.rows)));
  }
  const manifest: ArchiveManifest = {
    schemaVersion: PORTABILITY_SCHEMA_VERSION,
    createdAt: meta.createdAt.toISOString(),
    requestId: meta.requestId,
    subject: meta.subject,
    categories: [...new Set(tables.flatMap((t) => t.categories))].sort(),
    files: listed,
  };
  files['manifest.json'] = strToU8(`${JSON.stringify(manifest, null, 2)}\n`);
  // A fixed time stamp inside the ZIP: the archive's bytes depend on the data only.
  const zip = zipSync(files, { level: 6, mtime: meta.createdAt });
  return { zip, manifest };
}

/** The packager port on `buildPortabilityArchive`. */
export class ZipPortabilityPackager extends PortabilityPackager {
  pack(tables: ExportedTable[], meta: Parameters<PortabilityPackager['pack']>[1]) {
    const { zip, manifest } = buildPortabilityArchive(tables, meta);
    return {
      archive: zip,
      files: manifest.files.map((f) => ({ name: f.name, sha256: f.sha256, rows: f.rows })),
    };
  }
}
