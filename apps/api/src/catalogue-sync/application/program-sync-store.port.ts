import type { DumpEntry } from '../domain/dump-entry';
import type { FieldChange } from '../domain/field-diff';

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

/** Storage of runs, source states and versions (TypeORM adapter; in-memory fake in testing/). */
export abstract class ProgramSyncStore {
  abstract lastAppliedRun(): Promise<SyncRun | null>;
  /**
   * Records the run. A run with status `running` is the only one: another running run (younger than
   * `ABANDONED_AFTER_MS`) makes this throw `ImportAlreadyRunningError`; an older one is marked failed first.
   */
  abstract startRun(run: SyncRun): Promise<void>;
  abstract finishRun(run: SyncRun): Promise<void>;
  abstract statesOf(idHashes: readonly string[]): Promise<Map<string, SourceState>>;
  /**
   * The new versions (closing the previous ones at `at`) with their states, a program's version and state
   * always in the same transaction (short ones: a chunk each), then `last_seen` of every id seen in this
   * batch (missing counter back to 0). A crash in between leaves some programs at their new version: the next
   * run finds them unchanged and writes the others.
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
  abstract history(programId: string): Promise<ProgramVersion[]>;
  abstract changedSince(
    since: Date,
    limit: number,
    offset: number,
  ): Promise<{ changes: ProgramChange[]; total: number }>;
  abstract findRun(id: string): Promise<SyncRun | null>;
  abstract listRuns(limit: number): Promise<SyncRun[]>;
}
