import { mkdtemp, rm, stat } from 'node:fs/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FixedClock } from '@libs/shared';
import { ProgramRepository, type Program } from '@libs/catalogue';
import { CsvZipDumpReader } from '../adapters/csv-zip-dump-reader';
import { LocalOrHttpDumpFetcher } from '../adapters/local-or-http-dump-fetcher';
import type { RawDumpRow } from '../domain/dump-entry';
import { writeSyntheticCsv } from '../testing/synthetic-dump';
import { RecordingEventSink } from '../testing/recording-event-sink';
import { InMemoryProgramSyncStore } from '../testing/in-memory-program-sync-store';
import { DumpReader } from './dump-source.port';
import type { SourceState, VersionWrite } from './program-sync-store.port';
import { CuratedLinks } from './curated-links';
import { ImportDump } from './import-dump.use-case';

jest.setTimeout(300_000);

/** The smaller size; the larger is four times it. `CATALOGUE_MEMORY_ROWS=25000` compares 25,000 with 100,000. */
const ROWS = Number(process.env.CATALOGUE_MEMORY_ROWS ?? 1_500);
/**
 * Retained growth allowed per extra byte of file. The importer keeps the set of ids (a 32-character hash,
 * about 100 bytes per row on the heap, against about 700 bytes of CSV per row): about 0.15. Anything that
 * holds the file, even as its raw bytes, grows by at least 1.
 */
const MAX_GROWTH_PER_FILE_BYTE = 0.35;

/** Keeps nothing but counts: what remains on the heap is the importer's own working set. */
class CountingStore extends InMemoryProgramSyncStore {
  written = 0;
  override async statesOf(): Promise<Map<string, SourceState>> {
    return new Map();
  }
  override async writeBatch(_run: string, _at: Date, writes: readonly VersionWrite[]): Promise<void> {
    this.written += writes.length;
  }
  override async markUnseen(): Promise<SourceState[]> {
    return [];
  }
}

// A full collection before each sample: what is measured is what the importer keeps, not garbage.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
/** The JS heap plus buffers outside it (a file read into a Buffer lives there). */
// The JS heap only: rows, ids and programs live there. `external` also counts memory this test does not own (a
// WebAssembly PGlite of an earlier test file in the same Jest worker, freed at its own pace), which once made
// the growth come out at -257 MB and the ratio meaningless.
const retainedBytes = () => {
  gc();
  return process.memoryUsage().heapUsed;
};

/** Samples the retained memory at every batch (while that batch's programs are still referenced). */
class DiscardingPrograms extends ProgramRepository {
  upserted = 0;
  readonly retained: number[] = [];
  async list(): Promise<never> {
    throw new Error('not read');
  }
  async findById(): Promise<Program | null> {
    return null;
  }
  async findAllVisible(): Promise<Program[]> {
    return [];
  }
  async upsert(programs: readonly Program[]): Promise<void> {
    this.upserted += programs.length;
    this.retained.push(retainedBytes());
  }
}

/** The control: a reader that loads every row before handing out the first, as a non-streaming one would. */
class HoldingReader extends DumpReader {
  private readonly inner = new CsvZipDumpReader();
  async *rows(path: string): AsyncIterable<RawDumpRow> {
    const all: RawDumpRow[] = [];
    for await (const row of this.inner.rows(path)) all.push(row);
    yield* all;
  }
}

interface Sample {
  rows: number;
  fileBytes: number;
  growthBytes: number;
  seconds: number;
}

/**
 * "A synthetic dump of 100,000 rows imports within memory bounds (streamed, not loaded whole)": the memory
 * the importer retains is sampled at every batch, at two sizes of file. A streaming importer grows by the
 * set of ids only; one that holds the file grows with it. The control proves the measure sees the difference.
 */
describe(`ImportDump memory (${ROWS} and ${4 * ROWS} rows)`, () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'import-memory-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  async function measure(rows: number, reader: DumpReader): Promise<Sample> {
    const path = join(dir, `dump-${rows}.csv`);
    await writeSyntheticCsv(path, rows);
    const store = new CountingStore();
    const programs = new DiscardingPrograms();
    const importer = new ImportDump(
      new LocalOrHttpDumpFetcher(),
      reader,
      store,
      programs,
      new RecordingEventSink(),
      new CuratedLinks([]),
      new FixedClock(new Date('2026-11-23T10:00:00Z')),
      { goneAfterRuns: 3, maxRowDrop: 0.1, batchSize: 750 },
    );
    const before = retainedBytes();
    const started = performance.now();
    const run = await importer.execute(path);
    expect(run.counts.new).toBe(rows);
    expect(programs.upserted).toBe(rows);
    expect(store.written).toBe(rows);
    const sample = {
      rows,
      fileBytes: (await stat(path)).size,
      growthBytes: Math.max(...programs.retained) - before,
      seconds: +((performance.now() - started) / 1000).toFixed(1),
    };
    await rm(path);
    return sample;
  }

  /** Retained growth from the small to the large file, per byte the file grew. */
  async function growthPerFileByte(reader: () => DumpReader, rows = ROWS): Promise<number> {
    const small = await measure(rows, reader());
    const large = await measure(4 * rows, reader());
    const ratio = (large.growthBytes - small.growthBytes) / (large.fileBytes - small.fileBytes);
    console.log(
      JSON.stringify({ reader: reader().constructor.name, small, large, ratio: +ratio.toFixed(3) }),
    );
    return ratio;
  }

  it('streams the file: retained memory does not grow with the file beyond the set of ids', async () => {
    expect(await growthPerFileByte(() => new CsvZipDumpReader())).toBeLessThan(MAX_GROWTH_PER_FILE_BYTE);
  });

  it('control: a reader that holds the file fails the same bound (at half the size: it is slower)', async () => {
    expect(await growthPerFileByte(() => new HoldingReader(), ROWS / 2)).toBeGreaterThan(
      MAX_GROWTH_PER_FILE_BYTE,
    );
  });
});
