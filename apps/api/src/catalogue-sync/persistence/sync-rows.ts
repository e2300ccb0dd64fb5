import type { ProgramVersion, SourceState, SyncRun } from '../application/program-sync-store.port';
import type { DumpEntry } from '../domain/dump-entry';
import {
  needsPrevious,
  unpackDiff,
  unpackEntry,
  type StoredChange,
  type StoredEntry,
} from '../domain/version-delta';

/** Row shapes of `program_source_states` and `program_sync_runs`, and their mapping to the port's types. */
export interface StateRow {
  id_hash: string;
  program_id: string;
  curated: boolean;
  checksum: string;
  version: number;
  entry: SourceState['entry'];
  missing_runs: number;
  gone_since: string | null;
}

export const STATE_COLUMNS =
  'id_hash, program_id, curated, checksum, version, entry, missing_runs, gone_since::text AS gone_since';

export const toState = (r: StateRow): SourceState => ({
  idHash: r.id_hash,
  programId: r.program_id,
  curated: r.curated,
  checksum: r.checksum,
  version: Number(r.version),
  entry: r.entry,
  missingRuns: Number(r.missing_runs),
  goneSince: r.gone_since,
});

export interface RunRow {
  id: string;
  source: string;
  file_checksum: string;
  status: SyncRun['status'];
  started_at: Date;
  finished_at: Date | null;
  counts: SyncRun['counts'];
  review: SyncRun['review'];
  note: string | null;
  unlinked_curated: string[] | null;
  columns: string[] | null;
  preview: SyncRun['preview'];
  summary?: SyncRun['summary'];
}

export const toRun = (r: RunRow): SyncRun => ({
  id: r.id,
  source: r.source,
  fileChecksum: r.file_checksum,
  status: r.status,
  startedAt: new Date(r.started_at),
  finishedAt: r.finished_at ? new Date(r.finished_at) : null,
  counts: r.counts,
  review: r.review,
  note: r.note,
  unlinkedCurated: r.unlinked_curated,
  columns: r.columns ?? null,
  preview: r.preview ?? null,
  summary: r.summary ?? null,
});

export interface VersionRow {
  id_hash: string;
  version: number;
  program_id: string;
  kind: ProgramVersion['kind'];
  valid_from: Date;
  valid_to: Date | null;
  checksum: string;
  run_id: string;
  /** As stored: whole, or against the version before (`StoredVersion`). */
  diff: StoredChange[];
  entry: StoredEntry;
}

/**
 * Stored versions read back, in version order: an entry stored against the previous one (`version-delta`)
 * is rebuilt from it, and a derived diff from the two entries, so the rows hold up to KEYFRAME_EVERY versions
 * before each one wanted (the history's query reads them with the page). Only the `wanted` rows are answered.
 */
export function readVersions<R extends VersionRow>(
  rows: readonly R[],
  wanted: (row: R) => boolean,
): ProgramVersion[] {
  const entries = new Map<string, DumpEntry | null>();
  const out: ProgramVersion[] = [];
  for (const r of rows) {
    const version = Number(r.version);
    const previous = entries.get(`${r.id_hash}:${version - 1}`) ?? null;
    const entry = unpackEntry(previous, r.entry);
    entries.set(`${r.id_hash}:${version}`, entry);
    if (!wanted(r)) continue;
    if (!entry || (version > 1 && !previous && needsPrevious({ entry: r.entry, diff: r.diff })))
      throw new Error(`history of ${r.id_hash}: version ${version} read without the one before it`);
    out.push({
      programId: r.program_id,
      idHash: r.id_hash,
      version,
      kind: r.kind,
      validFrom: new Date(r.valid_from),
      validTo: r.valid_to ? new Date(r.valid_to) : null,
      checksum: r.checksum,
      runId: r.run_id,
      diff: unpackDiff(previous, entry, r.diff),
      entry,
    });
  }
  return out;
}
