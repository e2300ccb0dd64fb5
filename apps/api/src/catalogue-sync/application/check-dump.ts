import { importedProgramId } from '../domain/dump-to-program';
import { BLANK_WATCHED, blankHold, columnHold, isFilled, missingColumns } from '../domain/column-contract';
import type { DumpEntry } from '../domain/dump-entry';
import { QuirkTally } from '../domain/export-quirks';
import { boundedDiff, diffEntries } from '../domain/field-diff';
import { checksumOf } from '../domain/normalise-row';
import { DumpRejectedError } from './dump-rejected.error';
import type { DumpFormat, DumpItem, DumpReader } from './dump-source.port';
import type { ImportLimits } from './import-limits';
import type { ProgramSyncStore, RunPreview, SourceState, SyncRun } from './program-sync-store.port';
import { TimeSlices } from './time-slices';

const LOOKUP_BATCH = 500;
const SAMPLES_KEPT = 5;
const HOLDS_PER_KIND = 3;

/**
 * The check before apply: one read-only pass over the file that counts what would change, shows a few
 * sample diffs, and finds the reasons to hold the run: bytes that are not UTF-8, a record or
 * field past its limit, a column missing against the contract or the last run, a watched field that would
 * become empty in more than a small share of the known programs, too many rows, or far fewer than last time.
 * It writes nothing; the same pass is the dry run (`--dry-run`) and the preview of a held run.
 */
export class CheckDump {
  constructor(
    private readonly reader: DumpReader,
    private readonly store: ProgramSyncStore,
    private readonly limits: ImportLimits,
    private readonly maxRowDrop: number,
  ) {}

  async check(
    path: string,
    last: SyncRun | null,
  ): Promise<{ preview: RunPreview; columns: string[] | null }> {
    const pass = new CheckPass(this.limits);
    let columns: string[] = [];
    let format: DumpFormat = 'csv';
    const slices = new TimeSlices();
    let batch: DumpEntry[] = [];
    try {
      const items = this.reader.entries(path, {
        limits: { maxRecordBytes: this.limits.maxRecordBytes },
        onColumns: (c) => (columns = c),
        onFormat: (f) => (format = f),
        quirks: pass.quirks,
      });
      for await (const item of items) {
        await slices.tick();
        const entry = pass.row(item);
        if (entry) batch.push(entry);
        if (batch.length >= LOOKUP_BATCH) {
          pass.compare(batch, await this.store.statesOf(batch.map((e) => e.idHash)));
          batch = [];
        }
      }
      if (batch.length > 0) pass.compare(batch, await this.store.statesOf(batch.map((e) => e.idHash)));
    } catch (err) {
      if (!(err instanceof DumpRejectedError)) throw err;
      pass.holds.unshift(err.message);
      return { preview: pass.preview(format), columns: format === 'csv' ? columns : null };
    }
    // The column contract is the CSV dump's; the XML export's contract is its property types (reader).
    if (format === 'csv') {
      const { missing, extra } = missingColumns(columns, last?.columns ?? null);
      if (missing.length > 0) pass.holds.unshift(columnHold(missing, extra));
    }
    pass.finish(last, this.maxRowDrop);
    return { preview: pass.preview(format), columns: format === 'csv' ? columns : null };
  }
}

/** The state of one check pass (kept apart so the pass reads top to bottom). */
class CheckPass {
  readonly holds: string[] = [];
  readonly quirks = new QuirkTally();
  private readonly ids = new Set<string>();
  private readonly counts = { rows: 0, new: 0, changed: 0, unchanged: 0, returned: 0, refused: 0 };
  private readonly blanked = new Map<string, number>();
  private known = 0;
  private readonly samples: RunPreview['samples'] = [];
  private oversized = 0;

  constructor(private readonly limits: ImportLimits) {}

  row(item: DumpItem): DumpEntry | null {
    for (const [field, length] of Object.entries(item.fieldLengths))
      if (length > this.limits.maxFieldChars && this.oversized++ < HOLDS_PER_KIND)
        this.holds.push(
          `Das Feld „${field}“ von ${item.key} hat ${length.toLocaleString('de-DE')} Zeichen, ` +
            `erlaubt sind ${this.limits.maxFieldChars.toLocaleString('de-DE')}. Zur Prüfung zurückgehalten.`,
        );
    const result = item.result;
    if (!result.ok || this.ids.has(result.entry.idHash)) {
      this.counts.refused++;
      return null;
    }
    this.ids.add(result.entry.idHash);
    return result.entry;
  }

  compare(entries: readonly DumpEntry[], states: Map<string, SourceState>): void {
    for (const entry of entries) {
      const current = states.get(entry.idHash);
      if (!current) {
        this.counts.new++;
        this.sample(importedProgramId(entry.idHash), entry, 'created', null);
        continue;
      }
      this.known++;
      for (const w of BLANK_WATCHED)
        if (isFilled(w.of(current.entry)) && !isFilled(w.of(entry)))
          this.blanked.set(w.field, (this.blanked.get(w.field) ?? 0) + 1);
      if (current.checksum === checksumOf(entry) && current.goneSince === null) {
        this.counts.unchanged++;
        continue;
      }
      const kind = current.goneSince !== null ? 'returned' : 'changed';
      this.counts[kind]++;
      this.sample(current.programId, entry, kind, current.entry);
    }
  }

  private sample(
    programId: string,
    entry: DumpEntry,
    kind: RunPreview['samples'][number]['kind'],
    before: DumpEntry | null,
  ): void {
    if (this.samples.length >= SAMPLES_KEPT) return;
    this.samples.push({
      programId,
      title: entry.title,
      kind,
      changes: boundedDiff(diffEntries(before, entry)),
    });
  }

  finish(last: SyncRun | null, maxRowDrop: number): void {
    this.counts.rows = this.ids.size;
    for (const [field, count] of this.blanked)
      if (count >= this.limits.minBlankedToHold && count > this.known * this.limits.maxBlankedShare)
        this.holds.push(blankHold(field, count, this.known, this.limits.maxBlankedShare));
    if (this.ids.size > this.limits.maxRows)
      this.holds.push(
        `Die Datei enthält ${this.ids.size} Programme, erlaubt sind ${this.limits.maxRows}. Zur Prüfung zurückgehalten.`,
      );
    const floor = last ? Math.ceil(last.counts.rows * (1 - maxRowDrop)) : 0;
    if (last && this.ids.size < floor)
      this.holds.push(
        `${this.ids.size} gültige Zeilen statt ${last.counts.rows} im letzten Lauf (mehr als ` +
          `${Math.round(maxRowDrop * 100)} % weniger): vermutlich ein unvollständiger Abruf; zur Prüfung zurückgehalten.`,
      );
  }

  preview(format: DumpFormat): RunPreview {
    return {
      counts: { ...this.counts, rows: this.ids.size },
      blanked: [...this.blanked].map(([field, count]) => ({ field, count, of: this.known })),
      samples: this.samples,
      holds: this.holds,
      format,
      quirks: this.quirks.list(),
    };
  }
}
