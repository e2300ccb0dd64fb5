import { germanDayOf, type Clock } from '@libs/shared';
import type { Program } from '@libs/catalogue';
import { dumpEntryToProgram, importedProgramId, statusOf, withSourcePage } from '../domain/dump-to-program';
import { diffEntries } from '../domain/field-diff';
import { checksumOf } from '../domain/normalise-row';
import type { DumpEntry } from '../domain/dump-entry';
import { RunSummary } from '../domain/run-summary';
import type { CatalogueEvent } from './catalogue-event-sink.port';
import { catalogueSynced, programRemoved, programUpdated } from './catalogue-events';
import type { CuratedLinks } from './curated-links';
import type { DumpReader, ReadLimits } from './dump-source.port';
import { textsOfEntries, upsertWithTerms } from './propose-terms';
import type { SourceState, SyncRun, SyncWriter, VersionWrite } from './program-sync-store.port';
import { TimeSlices } from './time-slices';

const REASONS_KEPT = 5;

export interface ApplySettings {
  goneAfterRuns: number;
  /** Entries per batch of lookups and writes (memory stays one batch, whatever the file's size). */
  batchSize: number;
  readLimits: ReadLimits;
}

/**
 * The applying pass of a checked file, inside the run's one transaction (`writer`): new versions with
 * their field diffs, the imported catalogue programs (never a curated one: its changes are flagged for
 * review; a newly linked one only gets its page in the source), programs gone after several missing runs. Answers the events to publish once it committed.
 */
export class ApplyDump {
  constructor(
    private readonly reader: DumpReader,
    private readonly curated: CuratedLinks,
    private readonly clock: Clock,
    private readonly settings: ApplySettings,
  ) {}

  async apply(path: string, run: SyncRun, writer: SyncWriter): Promise<CatalogueEvent[]> {
    const linked = await writer.curatedLinks();
    const events: CatalogueEvent[] = [];
    const seen = new Set<string>();
    const reasons: string[] = [];
    const slices = new TimeSlices();
    const summary = new RunSummary();
    let batch: DumpEntry[] = [];
    for await (const item of this.reader.entries(path, { limits: this.settings.readLimits })) {
      await slices.tick();
      const result = item.result;
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
        events.push(...(await this.applyBatch(run, batch, linked, slices, writer, summary)));
        batch = [];
      }
    }
    if (batch.length > 0)
      events.push(...(await this.applyBatch(run, batch, linked, slices, writer, summary)));
    if (reasons.length > 0)
      run.note = [run.note, `Verworfene Zeilen (Auszug): ${reasons.join('; ')}`].filter(Boolean).join(' ');
    events.push(...(await this.markGone(run, writer, summary)));
    run.unlinkedCurated = this.curated.ids.filter((id) => !linked.has(id));
    // One summary per run, after the per-program events: the chats' one message (ADR 0015).
    if (!summary.empty) events.push(catalogueSynced(run, summary));
    return events;
  }

  private async applyBatch(
    run: SyncRun,
    entries: readonly DumpEntry[],
    linked: Map<string, string>,
    slices: TimeSlices,
    writer: SyncWriter,
    summary: RunSummary,
  ): Promise<CatalogueEvent[]> {
    const now = this.clock.now();
    const states = await writer.statesOf(entries.map((e) => e.idHash));
    const writes: VersionWrite[] = [];
    const programs: Program[] = [];
    const sources: DumpEntry[] = [];
    const linkedPages: Program[] = [];
    const events: CatalogueEvent[] = [];
    for (const entry of entries) {
      await slices.tick();
      const checksum = checksumOf(entry);
      const current = states.get(entry.idHash);
      if (!current) {
        const curatedId = this.linkCurated(run, entry, linked);
        const state: SourceState = {
          idHash: entry.idHash,
          programId: curatedId ?? importedProgramId(entry.idHash),
          curated: curatedId !== null,
          checksum,
          version: 1,
          entry,
          missingRuns: 0,
          goneSince: null,
        };
        writes.push({ state, kind: 'created', diff: diffEntries(null, entry), previous: null });
        run.counts.new++;
        const curatedProgram = curatedId !== null ? this.curated.program(curatedId) : undefined;
        if (curatedProgram) linkedPages.push(withSourcePage(curatedProgram, entry, now));
        if (!state.curated) {
          programs.push(dumpEntryToProgram(entry, now, null));
          sources.push(entry);
          // A page first seen offline is no news: it enters as `ausgelaufen` and is not listed.
          if (!entry.offline) summary.add(entry, state.programId, 'new', []);
        }
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
      writes.push({ state, kind, diff, previous: current.entry });
      run.counts[kind]++;
      if (current.curated) {
        const why = kind === 'returned' ? 'Wieder in der Förderdatenbank' : 'Quelltext oder Status geändert';
        review(
          run,
          state,
          why,
          diff.map((d) => d.field),
        );
        continue;
      }
      programs.push(dumpEntryToProgram(entry, now, null));
      sources.push(entry);
      events.push(programUpdated(state, diff));
      const expired = entry.offline && !current.entry.offline;
      if (expired) events.push(programRemoved(state, germanDayOf(now)));
      summary.add(entry, state.programId, expired ? 'expired' : kind, diff);
    }
    await upsertWithTerms(writer, programs, now, textsOfEntries(programs, sources));
    // Not through the term proposals: a curated program's terms are the curation's.
    if (linkedPages.length > 0) await writer.upsertPrograms(linkedPages);
    await writer.writeBatch(
      run.id,
      now,
      writes,
      entries.map((e) => e.idHash),
    );
    return events;
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
      review(
        run,
        { programId: importedProgramId(entry.idHash), idHash: entry.idHash },
        `Möglicherweise kuratiert (${match.candidates.join(', ')}): ${match.why}; nicht verknüpft, als ` +
          'eigenes Programm übernommen. Zum Verknüpfen die Seite in der Kuration als Quelle angeben.',
        [],
      );
    return null;
  }

  private async markGone(run: SyncRun, writer: SyncWriter, summary: RunSummary): Promise<CatalogueEvent[]> {
    const now = this.clock.now();
    const today = germanDayOf(now);
    const unseen = await writer.markUnseen(run.id);
    const gone = unseen.filter((s) => s.missingRuns >= this.settings.goneAfterRuns);
    const events: CatalogueEvent[] = [];
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
          previous: s.entry,
        };
      });
      const imported = writes.filter((w) => !w.state.curated);
      for (const w of writes.filter((w) => w.state.curated))
        review(run, w.state, `Seit ${this.settings.goneAfterRuns} Läufen nicht mehr in der Förderdatenbank`, [
          'status',
        ]);
      const gonePrograms = imported.map((w) => dumpEntryToProgram(w.state.entry, now, today));
      const goneEntries = imported.map((w) => w.state.entry);
      await upsertWithTerms(writer, gonePrograms, now, textsOfEntries(gonePrograms, goneEntries));
      await writer.writeBatch(run.id, now, writes, []);
      const expired = imported.filter((w) => !w.state.entry.offline);
      events.push(...expired.map((w) => programRemoved(w.state, today)));
      for (const w of expired) summary.add(w.state.entry, w.state.programId, 'expired', w.diff);
      run.counts.gone += chunk.length;
    }
    return events;
  }
}

function review(
  run: SyncRun,
  state: Pick<SourceState, 'programId' | 'idHash'>,
  reason: string,
  fields: string[],
): void {
  run.review.push({ programId: state.programId, idHash: state.idHash, reason, fields });
  run.counts.review++;
}
