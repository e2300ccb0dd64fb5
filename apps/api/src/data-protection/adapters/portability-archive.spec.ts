import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { ExportedColumn, ExportedTable } from '../application/subject-data.port';
import { sha256Hex } from '../domain/canonical-json';
import { checkPortabilityArchive } from '../testing/portability-archive-check';
import { buildPortabilityArchive, ZipPortabilityPackager } from './portability-archive';
import { categoryCsv, toCsv } from './portability-csv';

const column = (
  name: string,
  kind: ExportedColumn['kind'],
  more: Partial<ExportedColumn> = {},
): ExportedColumn => ({ name, kind, array: false, nullable: false, sqlType: kind, ...more });

const KEYS: ExportedTable = {
  table: 'api_keys',
  purpose: 'API-Schlüssel',
  categories: ['identifiers'],
  columns: [
    column('id', 'uuid'),
    column('name', 'text'),
    column('scopes', 'text', { array: true }),
    column('created_at', 'timestamp'),
    column('revoked_at', 'timestamp', { nullable: true }),
  ],
  rows: [
    {
      id: '0b8f7c1e-5d3a-4c2b-9a1f-2e3d4c5b6a70',
      name: 'Max, "der Schlüssel"',
      scopes: ['api'],
      created_at: new Date(0),
      revoked_at: null,
    },
  ],
};
const EVENTS: ExportedTable = {
  table: 'analytics_events',
  purpose: 'Ereignisse',
  categories: ['identifiers', 'usage'],
  columns: [
    column('id', 'uuid'),
    column('actor_id', 'text'),
    column('occurred_at', 'timestamp'),
    column('properties', 'json'),
  ],
  rows: [
    {
      id: '1c9f7c1e-5d3a-4c2b-9a1f-2e3d4c5b6a71',
      actor_id: 'a1',
      occurred_at: new Date('2026-11-01T08:00:00Z'),
      properties: { plan: 'p1', filters: [{ region: 'BY' }] },
    },
  ],
};
const META = {
  requestId: '2d9f7c1e-5d3a-4c2b-9a1f-2e3d4c5b6a72',
  createdAt: new Date('2026-11-23T10:00:00Z'),
  subject: { identifier: 'actor_id' as const, digest: 'd' },
};

/** The parts of a category file or manifest a test tampers with. */
interface Tamperable {
  records: { table: string; row: Record<string, unknown> }[];
  schemaVersion: string;
}

/** The archive with one file replaced, its manifest hash recomputed: a tampered file that only the schema catches. */
function replaced(zip: Uint8Array, name: string, edit: (json: Tamperable) => void): Uint8Array {
  const files = unzipSync(zip);
  const value = JSON.parse(strFromU8(files[name]!)) as Tamperable;
  edit(value);
  files[name] = strToU8(JSON.stringify(value));
  const manifest = JSON.parse(strFromU8(files['manifest.json']!));
  for (const f of manifest.files) if (f.name === name) f.sha256 = sha256Hex(files[name]!);
  files['manifest.json'] = strToU8(JSON.stringify(manifest));
  return zipSync(files);
}

describe('portability archive', () => {
  it('writes RFC 4180 CSV: header, CRLF, quoted where needed', () => {
    expect(
      toCsv([
        { a: 'x', b: 'he said "hi", twice' },
        { a: null, b: 'line\nbreak' },
      ]),
    ).toBe('a,b\r\nx,"he said ""hi"", twice"\r\n,"line\nbreak"\r\n');
  });

  it('writes a category CSV with the source table, dotted nested columns, and none for lists of objects', () => {
    expect(
      categoryCsv([
        { table: 't1', row: { id: 1, tags: ['a', 'b'], props: { plan: 'p' } } },
        { table: 't2', row: { id: 2, other: true } },
      ]),
    ).toBe('source_table,id,tags,props.plan,other\r\nt1,1,"[""a"",""b""]",p,\r\nt2,2,,,true\r\n');
    expect(categoryCsv([{ table: 't', row: { list: [{ a: 1 }] } }])).toBeUndefined();
    expect(categoryCsv([{ table: 't', row: { a: { b: 1 }, 'a.b': 2 } }])).toBeUndefined();
  });

  it('groups the tables by category, one JSON (and CSV where tabular) and one schema per category', () => {
    const { zip, manifest } = buildPortabilityArchive([KEYS, EVENTS], META);
    const { problems, files } = checkPortabilityArchive(zip);
    expect(problems).toEqual([]);
    expect(Object.keys(files).sort()).toEqual([
      'identifiers.json',
      'manifest.json',
      'schemas/identifiers.schema.json',
      'schemas/manifest.schema.json',
      'schemas/usage.schema.json',
      'usage.json',
    ]);
    expect(JSON.parse(strFromU8(files['manifest.json']!))).toEqual(manifest);
    expect(manifest).toMatchObject({ schemaVersion: '2.0', categories: ['identifiers', 'usage'] });
    expect(manifest.files.find((f) => f.name === 'identifiers.json')).toMatchObject({
      category: 'identifiers',
      tables: ['api_keys', 'analytics_events'],
      rows: 2,
      schema: 'schemas/identifiers.schema.json',
    });
    const identifiers = JSON.parse(strFromU8(files['identifiers.json']!));
    expect(identifiers.records.map((r: { table: string }) => r.table)).toEqual([
      'api_keys',
      'analytics_events',
    ]);
    expect(identifiers.records[0].row.created_at).toBe('1970-01-01T00:00:00.000Z');
    // The events' properties hold a list of objects: no faithful CSV, so none (and the manifest lists none).
    expect(manifest.files.some((f) => f.mediaType === 'text/csv')).toBe(false);
  });

  it('writes the CSV of a tabular category and lists it with its hash', () => {
    const { zip, manifest } = buildPortabilityArchive([KEYS], META);
    const { problems, files } = checkPortabilityArchive(zip);
    expect(problems).toEqual([]);
    expect(manifest.files.map((f) => f.name)).toEqual([
      'identifiers.json',
      'identifiers.csv',
      'schemas/identifiers.schema.json',
      'schemas/manifest.schema.json',
    ]);
    expect(strFromU8(files['identifiers.csv']!)).toBe(
      'source_table,id,name,scopes,created_at,revoked_at\r\n' +
        'api_keys,0b8f7c1e-5d3a-4c2b-9a1f-2e3d4c5b6a70,"Max, ""der Schlüssel""","[""api""]",1970-01-01T00:00:00.000Z,\r\n',
    );
  });

  it.each([
    [
      'a value of the wrong type',
      (d: Tamperable) => (d.records[0]!.row.id = 'not-a-uuid'),
      /id: must match format "uuid"/,
    ],
    ['a column the table has not', (d: Tamperable) => (d.records[0]!.row.extra = 1), /additional properties/],
    ['a missing column', (d: Tamperable) => delete d.records[0]!.row.revoked_at, /revoked_at/],
    ['a row under another table', (d: Tamperable) => (d.records[0]!.table = 'push_subscriptions'), /oneOf/],
    [
      'a NULL where the column has none',
      (d: Tamperable) => (d.records[0]!.row.created_at = null),
      /created_at/,
    ],
  ])('fails a tampered row against its schema: %s', (_, edit, message) => {
    const { zip } = buildPortabilityArchive([KEYS, EVENTS], META);
    const { problems } = checkPortabilityArchive(replaced(zip, 'identifiers.json', edit));
    expect(problems.join('\n')).toMatch(message);
  });

  it('fails a file whose bytes differ from the manifest, a manifest off its schema and an unlisted file', () => {
    const { zip } = buildPortabilityArchive([KEYS], META);
    const files = unzipSync(zip);
    files['identifiers.csv'] = strToU8('source_table\r\nx\r\n');
    files['extra.json'] = strToU8('{}');
    expect(checkPortabilityArchive(zipSync(files)).problems).toEqual([
      'extra.json: nicht im Manifest',
      'identifiers.csv: SHA-256 weicht ab',
    ]);
    const manifest = replaced(zip, 'manifest.json', (m) => (m.schemaVersion = '1.0'));
    expect(checkPortabilityArchive(manifest).problems.join('\n')).toMatch(
      /schemaVersion: must be equal to constant/,
    );
  });

  it('hands the manifest’s hash to the receipt beside every file’s', () => {
    const { archive, files } = new ZipPortabilityPackager().pack([KEYS], META);
    const unzipped = unzipSync(archive);
    for (const f of files) expect(sha256Hex(unzipped[f.name]!)).toBe(f.sha256);
    expect(files.map((f) => f.name)).toContain('manifest.json');
  });
});
