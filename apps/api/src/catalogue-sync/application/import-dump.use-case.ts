import { randomUUID } from 'node:crypto';
import type { Clock } from '@libs/shared';
import { ApplyDump } from './apply-dump';
import type { CatalogueEventSink } from './catalogue-event-sink.port';
import { CheckDump } from './check-dump';
import type { CuratedLinks } from './curated-links';
import type { DumpFetcher, DumpReader, LocalDump } from './dump-source.port';
import { HeldDumpUnavailableError, type HeldDumps } from './held-dumps.port';
import { DEFAULT_IMPORT_LIMITS, type ImportLimits } from './import-limits';
import type { ProgramSyncStore, RunCounts, RunPreview, SyncRun } from './program-sync-store.port';

export interface ImportSettings {
  /** Consecutive runs a program must be missing from before it counts as gone (one partial crawl is not). */
  goneAfterRuns: number;
  /** A run with this share fewer rows than the last applied one is held (partial crawl). */
  maxRowDrop: number;
  /** Entries per batch of lookups and writes inside the run's transaction. */
  batchSize: number;
  limits?: ImportLimits;
}

export const DEFAULT_IMPORT_SETTINGS: ImportSettings = { goneAfterRuns: 3, maxRowDrop: 0.1, batchSize: 1000 };

const zeroCounts = (): RunCounts => ({
  rows: 0,
  new: 0,
  changed: 0,
  unchanged: 0,
  gone: 0,
  returned: 0,
  refused: 0,
  review: 0,
});

/** The dry run's answer: what applying the file would do, and why it would be held. */
export type DryRun = RunPreview & { columns: string[] | null; fileChecksum: string };

/**
 * Imports one dump (file or URL) in two passes: the check (`CheckDump`, read-only: encoding, limits,
 * column contract, blanked fields, row drop, counts and sample diffs), then, if nothing holds it, the
 * apply (`ApplyDump`) in one transaction, so the catalogue version rises once and a failure leaves
 * nothing behind; the events go out after the commit. A held run changes nothing; its file is kept
 * (`HeldDumps`) so the operator can apply exactly that file after review (`applyHeld`).
 */
export class ImportDump {
  private readonly checker: CheckDump;
  private readonly applier: ApplyDump;

  constructor(
    private readonly fetcher: DumpFetcher,
    reader: DumpReader,
    private readonly store: ProgramSyncStore,
    private readonly events: CatalogueEventSink,
    curated: CuratedLinks,
    private readonly clock: Clock,
    settings: ImportSettings = DEFAULT_IMPORT_SETTINGS,
    /** Where held runs' files are kept; null: a held run keeps only its row. */
    private readonly held: HeldDumps | null = null,
  ) {
    const limits = settings.limits ?? DEFAULT_IMPORT_LIMITS;
    this.checker = new CheckDump(reader, store, limits, settings.maxRowDrop);
    this.applier = new ApplyDump(reader, curated, clock, {
      goneAfterRuns: settings.goneAfterRuns,
      batchSize: settings.batchSize,
      readLimits: { maxRecordBytes: limits.maxRecordBytes },
    });
  }

  async execute(source: string, options: { force?: boolean } = {}): Promise<SyncRun> {
    const dump = await this.fetcher.fetch(source);
    try {
      return await this.importFile(source, dump, { force: options.force === true, note: null });
    } finally {
      await dump.dispose();
    }
  }

  /** The check alone (`--dry-run`): counts, sample diffs and reasons to hold; records and changes nothing. */
  async dryRun(source: string): Promise<DryRun> {
    const dump = await this.fetcher.fetch(source);
    try {
      const { preview, columns } = await this.checker.check(dump.path, await this.store.lastAppliedRun());
      return { ...preview, columns, fileChecksum: dump.checksum };
    } finally {
      await dump.dispose();
    }
  }

  /**
   * Applies a held run's kept file as it was held (the operator's decision after review): forced,
   * recorded as a new run of the same source. The file is checked against the held run's checksum.
   */
  async applyHeld(runId: string): Promise<SyncRun> {
    const refused = await this.store.findRun(runId);
    if (refused?.status !== 'refused')
      throw new HeldDumpUnavailableError(runId, 'kein zurückgehaltener (refused) Lauf.');
    const path = this.held ? await this.held.pathOf(runId) : null;
    if (!path)
      throw new HeldDumpUnavailableError(
        runId,
        'seine Datei wird nicht mehr aufbewahrt (oder auf einem anderen Host).',
      );
    const dump = await this.fetcher.fetch(path);
    try {
      if (dump.checksum !== refused.fileChecksum)
        throw new HeldDumpUnavailableError(runId, 'die aufbewahrte Datei weicht von der geprüften ab.');
      const run = await this.importFile(refused.source, dump, {
        force: true,
        note: `Zurückgehaltener Lauf ${runId} angewendet.`,
      });
      if (run.status === 'applied') await this.held!.release(runId);
      return run;
    } finally {
      await dump.dispose();
    }
  }

  /**
   * The lock first (one import at a time, across instances), then the checks: a second instance that waited
   * for the first sees its applied run and skips the same file instead of importing it again.
   */
  private async importFile(
    source: string,
    dump: LocalDump,
    options: { force: boolean; note: string | null },
  ): Promise<SyncRun> {
    const run: SyncRun = {
      id: randomUUID(),
      source,
      fileChecksum: dump.checksum,
      status: 'running',
      startedAt: this.clock.now(),
      finishedAt: null,
      counts: zeroCounts(),
      review: [],
      note: options.note,
      unlinkedCurated: null,
      columns: null,
      preview: null,
      summary: null,
    };
    await this.store.startRun(run);
    let events;
    try {
      const last = await this.store.lastAppliedRun();
      if (!options.force && last?.fileChecksum === dump.checksum)
        return await this.finish(run, 'skipped', `Dieselbe Datei wie Lauf ${last.id}: nichts zu tun.`);
      const { preview, columns } = await this.checker.check(dump.path, last);
      Object.assign(run, { columns, preview });
      run.counts.rows = preview.counts.rows;
      if (!options.force && preview.holds.length > 0)
        return await this.finish(run, 'refused', await this.holdNote(run, preview.holds, dump.path));
      events = await this.store.transaction((writer) => this.applier.apply(dump.path, run, writer));
      run.summary = events.find((e) => e.type === 'catalogue.synced')?.data ?? null;
    } catch (err) {
      return this.finish(run, 'failed', err instanceof Error ? err.message : String(err));
    }
    // After the commit: a receiver never hears of a change that was rolled back.
    await this.events.publish(events);
    return this.finish(run, 'applied', run.note);
  }

  /** Why the run is held, and where its file is kept for the operator's decision. */
  private async holdNote(run: SyncRun, holds: readonly string[], path: string): Promise<string> {
    const why = holds.join(' ');
    if (!this.held) return why;
    try {
      const kept = await this.held.hold(run.id, path);
      return (
        `${why} Datei aufbewahrt (${kept}); Vorschau: GET /api/v2/admin/catalogue/sync-runs/${run.id}/preview; ` +
        `anwenden mit: npm run cli -- catalogue:import --run ${run.id}`
      );
    } catch (err) {
      return `${why} Datei nicht aufbewahrt: ${err instanceof Error ? err.message : String(err)}`;
    }
  }

  private async finish(run: SyncRun, status: SyncRun['status'], note: string | null): Promise<SyncRun> {
    run.status = status;
    run.note = note;
    run.finishedAt = this.clock.now();
    await this.store.finishRun(run);
    return run;
  }
}
