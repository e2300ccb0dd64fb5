import { strFromU8, unzipSync } from 'fflate';
import { sha256Hex } from '../domain/canonical-json';
import { buildPortabilityArchive, toCsv } from './portability-archive';

describe('portability archive', () => {
  it('writes RFC 4180 CSV: header, CRLF, quoted where needed', () => {
    expect(
      toCsv([
        { a: 'x', b: 'he said "hi", twice' },
        { a: null, b: 'line\nbreak' },
      ]),
    ).toBe('a,b\r\nx,"he said ""hi"", twice"\r\n,"line\nbreak"\r\n');
  });

  it('lists every file in the manifest with the SHA-256 of its bytes', () => {
    const { zip, manifest } = buildPortabilityArchive(
      [
        {
          table: 'api_keys',
          categories: ['identifiers'],
          rows: [{ id: 'k1', name: 'Max', created_at: new Date(0) }],
        },
      ],
      {
        requestId: 'r1',
        createdAt: new Date('2026-11-23T10:00:00Z'),
        subject: { identifier: 'actor_id', digest: 'd' },
      },
    );
    const files = unzipSync(zip);
    expect(Object.keys(files).sort()).toEqual(['api_keys.csv', 'api_keys.json', 'manifest.json']);
    const stored = JSON.parse(strFromU8(files['manifest.json']!));
    expect(stored).toEqual(manifest);
    for (const f of manifest.files) expect(sha256Hex(files[f.name]!)).toBe(f.sha256);
    expect(JSON.parse(strFromU8(files['api_keys.json']!))).toEqual([
      { id: 'k1', name: 'Max', created_at: '1970-01-01T00:00:00.000Z' },
    ]);
    expect(manifest.categories).toEqual(['identifiers']);
  });
});
