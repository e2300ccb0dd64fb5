/**
 * One memory measurement of the importer (import-dump.memory.spec.ts), in a process of its own:
 *   node --expose-gc -r scripts/register-ts.cjs <this file> <rows> <streaming|holding> <dir>
 * prints {rows, fileBytes, growthBytes, seconds} as JSON.
 */
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { FixedClock } from '@libs/shared';
import { ProgramRepository, type Program } from '@libs/catalogue';
import { CsvZipDumpReader } from '../adapters/csv-zip-dump-reader';
import { LocalOrHttpDumpFetcher } from '../adapters/local-or-http-dump-fetcher';
import { CuratedLinks } from '../application/curated-links';
import { DumpReader, type DumpItem, type ReadOptions } from '../application/dump-source.port';
import { ImportDump } from '../application/import-dump.use-case';
import type { SourceState, VersionWrite } from '../application/program-sync-store.port';
import type { StoredTermProposal } from '../domain/term-review';
import { writeSyntheticCsv } from './synthetic-dump';
import { RecordingEventSink } from './recording-event-sink';
import { InMemoryProgramSyncStore } from './in-memory-program-sync-store';

/** A map that keeps nothing it is given. */
class DiscardingMap<K, V> extends Map<K, V> {
  override set(): this {
    return this;
  }
}

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
  // Term proposals are not kept either: a synthetic row now yields one (its Land), and keeping them would
  // measure this store, not the importer.
  override readonly proposals = new DiscardingMap<string, StoredTermProposal>();
}

// A full collection before each sample: what is measured is what the importer keeps, not garbage. Run in a
// process of its own (node --expose-gc), so that nothing an earlier test file left in a Jest worker (an app,
// a WebAssembly PGlite) is freed during the measurement: that once made the growth come out at -574 MB.
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');
/** The JS heap plus buffers outside it (a file read into a Buffer lives there). */
const retainedBytes = () => {
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.external;
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
  async *entries(path: string, options?: ReadOptions): AsyncIterable<DumpItem> {
    const all: DumpItem[] = [];
    for await (const item of this.inner.entries(path, options)) all.push(item);
    yield* all;
  }
}

export interface MemorySample {
  rows: number;
  fileBytes: number;
  growthBytes: number;
  seconds: number;
}

async function measure(rows: number, reader: DumpReader, dir: string): Promise<MemorySample> {
  const path = join(dir, `dump-${rows}.csv`);
  await writeSyntheticCsv(path, rows);
  const programs = new DiscardingPrograms();
  const store = new CountingStore(programs);
  const importer = new ImportDump(
    new LocalOrHttpDumpFetcher(),
    reader,
    store,
    new RecordingEventSink(),
    new CuratedLinks([]),
    new FixedClock(new Date('2026-11-23T10:00:00Z')),
    { goneAfterRuns: 3, maxRowDrop: 0.1, batchSize: 750 },
  );
  // A small import first: what the first run loads once (modules, the strict decoder's tables) is no growth.
  const warmUp = join(dir, `warm-up-${rows}.csv`);
  await writeSyntheticCsv(warmUp, 20);
  await new ImportDump(
    new LocalOrHttpDumpFetcher(),
    reader,
    new CountingStore(new DiscardingPrograms()),
    new RecordingEventSink(),
    new CuratedLinks([]),
    new FixedClock(new Date('2026-11-23T10:00:00Z')),
  ).execute(warmUp);
  await rm(warmUp);
  const before = retainedBytes();
  const started = performance.now();
  const run = await importer.execute(path);
  if (run.counts.new !== rows || programs.upserted !== rows || store.written !== rows)
    throw new Error(`imported ${run.counts.new}/${programs.upserted}/${store.written} of ${rows} rows`);
  const sample = {
    rows,
    fileBytes: (await stat(path)).size,
    growthBytes: Math.max(...programs.retained) - before,
    seconds: +((performance.now() - started) / 1000).toFixed(1),
  };
  await rm(path);
  return sample;
}

if (require.main === module) {
  const [rows, kind, dir] = process.argv.slice(2);
  const reader = kind === 'holding' ? new HoldingReader() : new CsvZipDumpReader();
  measure(Number(rows), reader, dir!).then(
    (sample) => process.stdout.write(JSON.stringify(sample)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
