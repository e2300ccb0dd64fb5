import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FixedClock } from '@libs/shared';
import { seedPrograms, type Program } from '@libs/catalogue';
import { InMemoryProgramRepository } from '@libs/catalogue/testing';
import { CuratedLinks } from '../application/curated-links';
import { ImportDump } from '../application/import-dump.use-case';
import type { DumpEntry } from '../domain/dump-entry';
import { IMPORTED_ID_PREFIX } from '../domain/dump-to-program';
import { exportPlainText } from '../domain/export-text';
import { InMemoryProgramSyncStore } from '../testing/in-memory-program-sync-store';
import { realExportSampleDir, zipRealExportSample } from '../testing/real-export-sample';
import { RecordingEventSink } from '../testing/recording-event-sink';
import { toProgramDetails } from '../dto/program-details.response.dto';
import { CsvZipDumpReader } from './csv-zip-dump-reader';
import { FdbXmlExportReader } from './fdb-xml-export-reader';
import { LocalOrHttpDumpFetcher } from './local-or-http-dump-fetcher';
import { SourceDumpReader } from './source-dump-reader';

const sample = realExportSampleDir();
const describeReal = sample ? describe : describe.skip;
if (!sample)
  console.warn(
    'Übersprungen: die echten Exportdateien (../shared/data/fdb-real/xml-export-sample) fehlen; ' +
      'FM_SHARED_DIR zeigt auf einen anderen shared-Ordner.',
  );

const MARKUP = /<[a-z/!][^>]*>|<!\[CDATA\[|\]\]>|&(#x?[0-9a-f]+|[a-z]+);/i;
const PROGRAMS = 'https://www.foerderdatenbank.de/FDB/Content/DE/Foerderprogramm/Bund/';

/** The three real programmes of the sample, zipped at their archive paths and imported (read at test time). */
describeReal('Official XML export: the real sample files', () => {
  let dir: string;
  let programs: InMemoryProgramRepository;
  let store: InMemoryProgramSyncStore;
  let imported: { program: Program; entry: DumpEntry }[];
  let run: Awaited<ReturnType<ImportDump['execute']>>;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'fdb-real-'));
    const zip = join(dir, 'export.zip');
    expect(await zipRealExportSample(sample!, zip)).toBe(32);
    programs = new InMemoryProgramRepository(seedPrograms());
    store = new InMemoryProgramSyncStore(programs);
    const importer = new ImportDump(
      new LocalOrHttpDumpFetcher(),
      new SourceDumpReader(
        new FdbXmlExportReader({
          licence: 'CC BY-ND 4.0',
          licenceUrl: 'https://creativecommons.org/licenses/by-nd/4.0/deed.de',
        }),
        new CsvZipDumpReader(),
      ),
      store,
      new RecordingEventSink(),
      new CuratedLinks(seedPrograms()),
      new FixedClock(new Date('2026-11-29T10:00:00Z')),
    );
    run = await importer.execute(zip);
    const all = (await programs.findAllVisible(null)).filter((p) => p.id.startsWith(IMPORTED_ID_PREFIX));
    imported = await Promise.all(
      all.map(async (program) => ({
        program,
        entry: (await store.statesOf([program.id.slice(IMPORTED_ID_PREFIX.length)])).get(
          program.id.slice(IMPORTED_ID_PREFIX.length),
        )!.entry,
      })),
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('imports all 3 programmes and counts the quirks it met', () => {
    expect(run).toMatchObject({ status: 'applied', counts: { rows: 3, new: 3, refused: 0 } });
    expect(run.preview?.format).toBe('fdb-xml');
    const quirks = new Map(run.preview!.quirks!.map((q) => [q.code, q.count]));
    // The control byte sits in a linked document no programme links: stripped, the file still read.
    expect(quirks.get('controlBytes')).toBe(1);
    expect(quirks.get('cdataMarkers')).toBeGreaterThan(30);
    expect(quirks.get('bodyTextAsDescription')).toBe(1);
    expect(imported.map((i) => i.program.source.url).sort()).toEqual([
      `${PROGRAMS}BA/eingliederungszuschuss-bund.html`,
      `${PROGRAMS}BKM/deutsch-franzoesische-kooperationen-film-ffa.html`,
      `${PROGRAMS}BMAS/einstiegsgeld.html`,
    ]);
  });

  it('gives every programme a title, plain text free of markup, level, region, organisation, contact, links', () => {
    for (const { program, entry } of imported) {
      const d = entry.details!;
      expect(program.name.length).toBeGreaterThan(5);
      expect(program.name).not.toMatch(MARKUP);
      // One real programme has only the legal basis in bodyText (summary and teaser empty).
      const text = exportPlainText(
        entry.texts.description || d.texts.shortDescription || entry.texts.legalBasis,
      );
      expect(text.length).toBeGreaterThan(50);
      expect(text).not.toMatch(MARKUP);
      for (const t of Object.values(d.texts)) expect(exportPlainText(t)).not.toMatch(MARKUP);
      expect(program.level).toBe('bundesweit');
      expect(entry.fundingBody).toBe('Bund');
      expect(program.eligibleRegions).toEqual(['bundesweit']);
      expect(d.organisation?.name).toMatch(/\(B[A-Z]+\)$/);
      expect(entry.contact.institution).toBeTruthy();
      expect(d.contacts[0]!.phone ?? d.contacts[0]!.website).toBeTruthy();
      expect(d.links.length).toBeGreaterThan(0);
      for (const l of d.links) expect(l.url).toMatch(/^https?:\/\//);
      expect(program.source.attribution).toMatchObject({
        name: 'Förderdatenbank des Bundes',
        licence: 'CC BY-ND 4.0',
        retrievedAt: '2026-11-29',
      });
    }
  });

  it('resolves the contact through its address document and keeps the stable id from the path', () => {
    const ba = imported.find((i) => i.entry.idUrl === 'bund-ba-eingliederungszuschuss-bund')!;
    expect(ba.entry.details!.documentPath).toBe(
      '/BMWI/FDB/Content/DE/Foerderprogramm/Bund/BA/eingliederungszuschuss-bund',
    );
    const withAddress = imported.flatMap((i) => i.entry.details!.contacts).find((c) => c.zipCode);
    expect(withAddress?.zipCode).toMatch(/^\d{5}$/);
    expect(withAddress?.city).toBeTruthy();
  });
  it('offers display forms only where a `?` is repaired by a rule, never touching a string without one', () => {
    const repaired: string[] = [];
    for (const { program, entry } of imported) {
      const read = toProgramDetails(program.id, entry, new Date('2026-11-29T10:00:00Z'));
      const at = (pointer: string): unknown =>
        pointer
          .split('/')
          .slice(1)
          .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], read);
      const sourceWords = JSON.stringify({ ...read, derived: undefined });
      for (const { field, text, repairs } of read.derived.displayTexts) {
        const source = at(field) as string;
        expect(source).toContain('?');
        expect(text).toHaveLength(source.length);
        expect(repairs.length).toBeGreaterThan(0);
        const changed = [...source].flatMap((c, i) => (c === text[i] ? [] : [i]));
        expect(changed).toEqual(repairs.map((r) => r.index));
        for (const r of repairs) {
          expect(source[r.index]).toBe('?');
          if (r.rule === 'dash-between-words')
            expect(source.slice(r.index - 1, r.index + 2)).toMatch(/^\s\?\s$/);
          if (r.rule === 'quotation-marks')
            expect(source[r.index + (r.replacement === '„' ? 1 : -1)]).toMatch(/\p{L}/u);
          // The evidence is a word of this program's own texts, intact.
          if (r.rule === 'same-word-in-program') expect(sourceWords).toContain(r.evidence);
        }
        repaired.push(text);
      }
    }
    // The lost dashes and quotation marks the sample is known to hold (format note §10).
    expect(repaired).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Eingliederungszuschuss – Finanzielle'),
        expect.stringContaining('(„Minitraité“)'),
        expect.stringContaining('(Filmförderungsgesetz – FFG)'),
        expect.stringContaining('SGB III – Arbeitsförderung'),
      ]),
    );
  });
});
