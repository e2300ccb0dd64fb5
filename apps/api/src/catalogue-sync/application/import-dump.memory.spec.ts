import { mkdtemp, rm, stat } from 'node:fs/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FixedClock } from '@libs/shared';
import { ProgramRepository, type Program } from '@libs/catalogue';
import { CsvZipDumpReader } from '../adapters/csv-zip-dump-reader';
import { LocalOrHttpDumpFetcher } from '../adapters/local-or-http-dump-fetcher';
import { writeSyntheticCsv } from '../testing/synthetic-dump';
import { RecordingEventSink } from '../testing/recording-event-sink';
import { InMemoryProgramSyncStore } from '../testing/in-memory-program-sync-store';
import type { SourceState, VersionWrite } from './program-sync-store.port';
import { CuratedLinks } from './curated-links';
import { ImportDump } from './import-dump.use-case';

jest.setTimeout(600_000);

const ROWS = Number(process.env.CATALOGUE_MEMORY_ROWS ?? 10_000);

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

/** Samples the retained heap at every batch (while that batch's programs are still referenced). */
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
    gc();
    this.retained.push(process.memoryUsage().heapUsed);
  }
}

/**
 * "A synthetic dump of 100,000 rows imports within memory bounds (streamed, not loaded whole)": the heap the
 * importer holds is sampled at every batch; it stays near one batch plus the set of ids, whatever the size.
 * `CATALOGUE_MEMORY_ROWS=100000` for the full figure (about a minute).
 */
describe(`ImportDump memory (${ROWS} rows)`, () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'import-memory-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('streams the file: the importer retains one batch and the ids, not the file', async () => {
    const path = join(dir, 'big.csv');
    await writeSyntheticCsv(path, ROWS);
    const store = new CountingStore();
    const programs = new DiscardingPrograms();
    gc();
    const before = process.memoryUsage().heapUsed;
    const importer = new ImportDump(
      new LocalOrHttpDumpFetcher(),
      new CsvZipDumpReader(),
      store,
      programs,
      new RecordingEventSink(),
      new CuratedLinks([]),
      new FixedClock(new Date('2026-11-23T10:00:00Z')),
      { goneAfterRuns: 3, maxRowDrop: 0.1, batchSize: 5000 },
    );
    const started = performance.now();
    const run = await importer.execute(path);
    const { size } = await stat(path);
    const growthMb = (Math.max(...programs.retained) - before) / 1e6;
    console.log(
      JSON.stringify({
        rows: ROWS,
        fileMb: +(size / 1e6).toFixed(1),
        retainedHeapMaxMb: +growthMb.toFixed(1),
        batches: programs.retained.length,
        seconds: +((performance.now() - started) / 1000).toFixed(1),
      }),
    );
    expect(run.counts.new).toBe(ROWS);
    expect(programs.upserted).toBe(ROWS);
    expect(store.written).toBe(ROWS);
    // One batch of 5,000 entries and programs plus the set of ids: bounded by the batch, not by the file.
    expect(growthMb).toBeLessThan(120);
  });
});
