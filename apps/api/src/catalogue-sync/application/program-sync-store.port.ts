import type { Program } from '@libs/catalogue';
import type { TermName } from '@libs/term-extraction';
import type { DumpEntry } from '../domain/dump-entry';
import type { QuirkCount } from '../domain/export-quirks';
import type { StoredTermProposal } from '../domain/term-review';
import type { BoundedFieldChange, FieldChange } from '../domain/field-diff';

export type VersionKind = 'created' | 'changed' | 'removed' | 'returned';
export type RunStatus = 'running' | 'applied' | 'skipped' | 'refused' | 'failed';

/** Another import is running (the job and the CLI at once): this one does nothing. */
export class ImportAlreadyRunningError extends Error {
  constructor(readonly runId: string) {
    super(`Ein anderer Import läuft bereits (Lauf ${runId}).`);
  }
}

/** A run still `running` after this long was abandoned (its process died): it is marked failed. */
export const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/** What the catalogue knows of one dump program: its current version and how long it has been missing. */
export interface SourceState {
  idHash: string;
  programId: string;
  /** Linked to one of the curated programs: its terms win, dump changes are flagged for review. */
  curated: boolean;
  checksum: string;
  version: number;
  entry: DumpEntry;
  missingRuns: number;
  /** `YYYY-MM-DD` since when it is gone (missing from several consecutive runs), else null. */
  goneSince: string | null;
}

/** A new version: the state after it, the kind and the field-level diff against the previous one. */
export interface VersionWrite {
  state: SourceState;
  kind: VersionKind;
  diff: FieldChange[];
  /** The entry of the version before (null for the first): a large version is stored against it. */
  previous: DumpEntry | null;
}

export interface ReviewItem {
  programId: string;
  idHash: string;
  reason: string;
  fields: string[];
}

export interface RunCounts {
  rows: number;
  new: number;
  changed: number;
  unchanged: number;
  gone: number;
  returned: number;
  refused: number;
  review: number;
}

export interface SyncRun {
  id: string;
  source: string;
  fileChecksum: string;
  status: RunStatus;
  startedAt: Date;
  finishedAt: Date | null;
  counts: RunCounts;
  review: ReviewItem[];
  /** Why it was refused or failed, or the first refused rows. */
  note: string | null;
  /**
   * Curated programs no dump entry is linked to after this run (ids), so their pages would come in again
   * as `fdb-*` copies unless the curation cites them; null for a run that applied nothing.
   */
  unlinkedCurated: string[] | null;
  /** The file's header, compared with the next run's (a missing or renamed column holds that run). */
  columns: string[] | null;
  /** What the check before apply found: counts, sample diffs, why the run is held (none: applied). */
  preview: RunPreview | null;
  /** An applied run's `catalogue.synced` data (counts, programs ranked); null when it changed nothing. */
  summary: Record<string, unknown> | null;
}

/** One program's change as the check sees it, before anything is written (values bounded as in events). */
export interface PreviewSample {
  programId: string;
  title: string;
  kind: 'created' | 'changed' | 'returned';
  changes: BoundedFieldChange[];
}

/** A field that would become empty in programs that have it now. */
export interface BlankedField {
  field: string;
  /** Programs of the file already known whose field is filled now and empty in the file. */
  count: number;
  /** Programs of the file already known (the share's base). */
  of: number;
}

/** The check before apply (also the dry run and the preview of a held run). */
export interface RunPreview {
  counts: Pick<RunCounts, 'rows' | 'new' | 'changed' | 'unchanged' | 'returned' | 'refused'>;
  blanked: BlankedField[];
  samples: PreviewSample[];
  /** German reasons the run is held for review; empty: it may be applied. */
  holds: string[];
  /** Which format the file was (absent in runs recorded before the XML export was read). */
  format?: 'csv' | 'fdb-xml';
  /** The export's quirks the check met, each counted (none handled silently); empty for a CSV dump. */
  quirks?: QuirkCount[];
}

export interface ProgramVersion {
  programId: string;
  idHash: string;
  version: number;
  kind: VersionKind;
  validFrom: Date;
  validTo: Date | null;
  checksum: string;
  runId: string;
  diff: FieldChange[];
  entry: DumpEntry;
}

export interface ProgramChange {
  programId: string;
  version: number;
  kind: VersionKind;
  changedAt: Date;
  fields: string[];
}

/**
 * The writes of one run, all inside one transaction (`ProgramSyncStore.transaction`): the catalogue's
 * programs, the versions and states. The catalogue version rises once, at its commit; a failure leaves
 * nothing of the run behind.
 */
export abstract class SyncWriter {
  abstract statesOf(idHashes: readonly string[]): Promise<Map<string, SourceState>>;
  /** The imported programs (never a curated one) into the catalogue, in this transaction. */
  abstract upsertPrograms(programs: readonly Program[]): Promise<void>;
  /**
   * The new versions (closing the previous ones at `at`) with their states, then `last_seen` of every id
   * seen in this batch (missing counter back to 0).
   */
  abstract writeBatch(
    runId: string,
    at: Date,
    writes: readonly VersionWrite[],
    seen: readonly string[],
  ): Promise<void>;
  /** Curated program id -> the `id_hash` of the dump entry linked to it. */
  abstract curatedLinks(): Promise<Map<string, string>>;
  /** Raises the missing counter of every present state not seen by `runId`; answers the updated states. */
  abstract markUnseen(runId: string): Promise<SourceState[]>;
  /** The stored term proposals of these programs, in this transaction. */
  abstract termProposalsOf(programIds: readonly string[]): Promise<StoredTermProposal[]>;
  /** Inserts or replaces these proposals (by program and term) and deletes the dropped ones. */
  abstract writeTermProposals(
    write: readonly StoredTermProposal[],
    drop: readonly { programId: string; term: TermName }[],
  ): Promise<void>;
}

/** Storage of runs, source states and versions (TypeORM adapter; in-memory fake in testing/). */
export abstract class ProgramSyncStore {
  /** Runs `work` in one transaction: everything it writes commits together or not at all. */
  abstract transaction<T>(work: (writer: SyncWriter) => Promise<T>): Promise<T>;
  abstract lastAppliedRun(): Promise<SyncRun | null>;
  /**
   * Records the run. A run with status `running` is the only one: another running run (younger than
   * `ABANDONED_AFTER_MS`) makes this throw `ImportAlreadyRunningError`; an older one is marked failed first.
   */
  abstract startRun(run: SyncRun): Promise<void>;
  abstract finishRun(run: SyncRun): Promise<void>;
  /** Read-only, outside any run's transaction (the check before apply). */
  abstract statesOf(idHashes: readonly string[]): Promise<Map<string, SourceState>>;
  abstract history(programId: string): Promise<ProgramVersion[]>;
  /** One page of a program's versions, oldest first, with how many there are (the history endpoint). */
  abstract historyPage(
    programId: string,
    limit: number,
    offset: number,
  ): Promise<{ versions: ProgramVersion[]; total: number }>;
  abstract changedSince(
    since: Date,
    limit: number,
    offset: number,
  ): Promise<{ changes: ProgramChange[]; total: number }>;
  abstract findRun(id: string): Promise<SyncRun | null>;
  /** Applied runs with a summary that finished after `since`, oldest first (the day's announcement). */
  abstract summarisedRunsSince(since: Date): Promise<SyncRun[]>;
  abstract listRuns(limit: number): Promise<SyncRun[]>;
}
