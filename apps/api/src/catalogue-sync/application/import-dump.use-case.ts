import { randomUUID } from 'node:crypto';
import { germanDayOf, type Clock } from '@libs/shared';
import type { Program, ProgramRepository } from '@libs/catalogue';
import { dumpEntryToProgram, importedProgramId, statusOf } from '../domain/dump-to-program';
import { diffEntries } from '../domain/field-diff';
import { checksumOf, normaliseRow } from '../domain/normalise-row';
import type { DumpEntry } from '../domain/dump-entry';
import type { CatalogueEvent, CatalogueEventSink } from './catalogue-event-sink.port';
import { programRemoved, programUpdated } from './catalogue-events';
import type { CuratedLinks } from './curated-links';
import type { DumpFetcher, DumpReader, LocalDump } from './dump-source.port';
import { HeldDumpUnavailableError, type HeldDumps } from './held-dumps.port';
import type {
  ProgramSyncStore,
  RunCounts,
  SourceState,
  SyncRun,
  VersionWrite,
} from './program-sync-store.port';
import { TimeSlices } from './time-slices';

export interface ImportSettings {
  /** Consecutive runs a program must be missing from before it counts as gone (one partial crawl is not). */
  goneAfterRuns: number;
  /** A run with this share fewer rows than the last applied one is refused (partial crawl). */
  maxRowDrop: number;
  /**
   * Entries per catalogue upsert: each upsert is a catalogue change that makes every instance reload its
   * snapshot on the next read, so it is large (2,500 programs: one change per run).
   */
  batchSize: number;
}

export const DEFAULT_IMPORT_SETTINGS: ImportSettings = { goneAfterRuns: 3, maxRowDrop: 0.1, batchSize: 5000 };
const REASONS_KEPT = 5;

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

/**
 * Imports one dump (file or URL): normalises each row, compares our checksum with the current version,
 * writes a new version with its field diff where it changed, updates the imported catalogue programs
 * (never a curated one: its changes are flagged for review), marks programs gone after several missing
 * runs, and records the run. Streamed twice (count, then apply), so a refused partial run changes nothing;
 * its file is kept (`HeldDumps`) so the operator can apply exactly that file after review (`applyHeld`).
 */
export class ImportDump {
  constructor(
    private readonly fetcher: DumpFetcher,
    private readonly reader: DumpReader,
    private readonly store: ProgramSyncStore,
    private readonly programs: ProgramRepository,
    private readonly events: CatalogueEventSink,
    private readonly curated: CuratedLinks,
    private readonly clock: Clock,
    private readonly settings: ImportSettings = DEFAULT_IMPORT_SETTINGS,
    /** Where refused runs' files are kept; null: a refused run keeps only its row. */
    private readonly held: HeldDumps | null = null,
  ) {}

  async execute(source: string, options: { force?: boolean } = {}): Promise<SyncRun> {
    const dump = await this.fetcher.fetch(source);
    try {
      return await this.importFile(source, dump, { force: options.force === true, note: null });
    } finally {
      await dump.dispose();
    }
  }

  /**
   * Applies a refused run's kept file as it was refused (the operator's decision after review): forced,
   * recorded as a new run of the same source. The file is checked against the refused run's checksum.
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
    };
    await this.store.startRun(run);
    try {
      const last = await this.store.lastAppliedRun();
      if (!options.force && last?.fileChecksum === dump.checksum)
        return await this.finish(run, 'skipped', `Dieselbe Datei wie Lauf ${last.id}: nichts zu tun.`);
      run.counts.rows = await this.countRows(dump.path);
      const floor = last ? Math.ceil(last.counts.rows * (1 - this.settings.maxRowDrop)) : 0;
      if (!options.force && run.counts.rows < floor)
        return await this.finish(run, 'refused', await this.refusal(run, last!, dump.path));
      const linked = await this.store.curatedLinks();
      await this.apply(dump.path, run, linked);
      await this.markGone(run);
      run.unlinkedCurated = this.curated.ids.filter((id) => !linked.has(id));
    } catch (err) {
      return this.finish(run, 'failed', err instanceof Error ? err.message : String(err));
    }
    return this.finish(run, 'applied', run.note);
  }

  /** Why the run is refused, and where its file is kept for the operator's decision. */
  private async refusal(run: SyncRun, last: SyncRun, path: string): Promise<string> {
    const why =
      `${run.counts.rows} gültige Zeilen statt ${last.counts.rows} im letzten Lauf (mehr als ` +
      `${Math.round(this.settings.maxRowDrop * 100)} % weniger): vermutlich ein unvollständiger Abruf; zur Prüfung zurückgehalten.`;
    if (!this.held) return why;
    try {
      const kept = await this.held.hold(run.id, path);
      return `${why} Datei aufbewahrt (${kept}); anwenden mit: npm run cli -- catalogue:import --run ${run.id}`;
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

  private async countRows(path: string): Promise<number> {
    const ids = new Set<string>();
    const slices = new TimeSlices();
    for await (const row of this.reader.rows(path)) {
      const result = normaliseRow(row);
      if (result.ok) ids.add(result.entry.idHash);
      await slices.tick();
    }
    return ids.size;
  }

  /** `linked` (curated id -> id_hash) grows with the links this run makes. */
  private async apply(path: string, run: SyncRun, linked: Map<string, string>): Promise<void> {
    const seen = new Set<string>();
    const reasons: string[] = [];
    const slices = new TimeSlices();
    let batch: DumpEntry[] = [];
    for await (const row of this.reader.rows(path)) {
      await slices.tick();
      const result = normaliseRow(row);
      const reason = !result.ok
        ? result.reason
        : seen.has(result.entry.idHash)
          ? `${result.entry.idHash}: doppelt in der Datei`
          : null;
      if (reason !== null || !result.ok) {
        run.counts.refused++;
        if (reasons.length < REASONS_KEPT && reason) reasons.push(reason);
        continue;
      }
      seen.add(result.entry.idHash);
      batch.push(result.entry);
      if (batch.length >= this.settings.batchSize) {
        await this.applyBatch(run, batch, linked, slices);
        batch = [];
      }
    }
    if (batch.length > 0) await this.applyBatch(run, batch, linked, slices);
    if (reasons.length > 0)
      run.note = [run.note, `Verworfene Zeilen (Auszug): ${reasons.join('; ')}`].filter(Boolean).join(' ');
  }

  private async applyBatch(
    run: SyncRun,
    entries: readonly DumpEntry[],
    linked: Map<string, string>,
    slices: TimeSlices,
  ): Promise<void> {
    const now = this.clock.now();
    const states = await this.store.statesOf(entries.map((e) => e.idHash));
    const writes: VersionWrite[] = [];
    const programs: Program[] = [];
    const events: CatalogueEvent[] = [];
    for (const entry of entries) {
      await slices.tick();
      const checksum = checksumOf(entry);
      const current = states.get(entry.idHash);
      if (!current) {
        const curatedId = this.linkCurated(run, entry, linked);
        const programId = curatedId ?? importedProgramId(entry.idHash);
        const state: SourceState = {
          idHash: entry.idHash,
          programId,
          curated: curatedId !== null,
          checksum,
          version: 1,
          entry,
          missingRuns: 0,
          goneSince: null,
        };
        writes.push({ state, kind: 'created', diff: diffEntries(null, entry) });
        run.counts.new++;
        if (!state.curated) programs.push(dumpEntryToProgram(entry, now, null));
        continue;
      }
      if (current.checksum === checksum && current.goneSince === null) {
        run.counts.unchanged++;
        continue;
      }
      const diff = diffEntries(current.entry, entry);
      const kind = current.goneSince !== null ? 'returned' : 'changed';
      const state: SourceState = {
        ...current,
        checksum,
        version: current.version + 1,
        entry,
        missingRuns: 0,
        goneSince: null,
      };
      writes.push({ state, kind, diff });
      run.counts[kind === 'returned' ? 'returned' : 'changed']++;
      const fields = diff.map((d) => d.field);
      if (current.curated) {
        this.review(
          run,
          state,
          kind === 'returned' ? 'Wieder in der Förderdatenbank' : 'Quelltext oder Status geändert',
          fields,
        );
        continue;
      }
      programs.push(dumpEntryToProgram(entry, now, null));
      events.push(programUpdated(state, diff));
      if (entry.offline && !current.entry.offline) events.push(programRemoved(state, germanDayOf(now)));
    }
    // The catalogue first: a crash before the versions are written repeats this batch on the next run.
    if (programs.length > 0) await this.programs.upsert(programs);
    await this.store.writeBatch(
      run.id,
      now,
      writes,
      entries.map((e) => e.idHash),
    );
    await this.events.publish(events);
  }

  /**
   * The curated program a new entry is, or null (imported as `fdb-*`). An uncertain candidate is never
   * linked: the entry comes in on its own and the run lists it for review with the candidates.
   */
  private linkCurated(run: SyncRun, entry: DumpEntry, linked: Map<string, string>): string | null {
    const match = this.curated.match(entry, linked);
    if (match.kind === 'linked') {
      linked.set(match.programId, entry.idHash);
      return match.programId;
    }
    if (match.kind === 'ambiguous')
      this.review(
        run,
        { programId: importedProgramId(entry.idHash), idHash: entry.idHash },
        `Möglicherweise kuratiert (${match.candidates.join(', ')}): ${match.why}; nicht verknüpft, als ` +
          'eigenes Programm übernommen. Zum Verknüpfen die Seite in der Kuration als Quelle angeben.',
        [],
      );
    return null;
  }

  private async markGone(run: SyncRun): Promise<void> {
    const now = this.clock.now();
    const today = germanDayOf(now);
    const unseen = await this.store.markUnseen(run.id);
    const gone = unseen.filter((s) => s.missingRuns >= this.settings.goneAfterRuns);
    for (let i = 0; i < gone.length; i += this.settings.batchSize) {
      const chunk = gone.slice(i, i + this.settings.batchSize);
      // An entry the dump already marked offline was `ausgelaufen` (and announced) before it went missing.
      const writes = chunk.map((s): VersionWrite => {
        const before = statusOf(s.entry, null);
        const after = statusOf(s.entry, today);
        return {
          state: { ...s, version: s.version + 1, goneSince: today },
          kind: 'removed',
          diff: before === after ? [] : [{ field: 'status', before, after }],
        };
      });
      const imported = writes.filter((w) => !w.state.curated);
      for (const w of writes.filter((w) => w.state.curated))
        this.review(
          run,
          w.state,
          `Seit ${this.settings.goneAfterRuns} Läufen nicht mehr in der Förderdatenbank`,
          ['status'],
        );
      if (imported.length > 0)
        await this.programs.upsert(imported.map((w) => dumpEntryToProgram(w.state.entry, now, today)));
      await this.store.writeBatch(run.id, now, writes, []);
      await this.events.publish(
        imported.filter((w) => !w.state.entry.offline).map((w) => programRemoved(w.state, today)),
      );
      run.counts.gone += chunk.length;
    }
  }

  private review(
    run: SyncRun,
    state: Pick<SourceState, 'programId' | 'idHash'>,
    reason: string,
    fields: string[],
  ): void {
    run.review.push({ programId: state.programId, idHash: state.idHash, reason, fields });
    run.counts.review++;
  }
}
