import type { ProgramVersion, SourceState, SyncRun } from '../application/program-sync-store.port';

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
  diff: ProgramVersion['diff'];
  entry: ProgramVersion['entry'];
}

export const toVersion = (r: VersionRow): ProgramVersion => ({
  programId: r.program_id,
  idHash: r.id_hash,
  version: Number(r.version),
  kind: r.kind,
  validFrom: new Date(r.valid_from),
  validTo: r.valid_to ? new Date(r.valid_to) : null,
  checksum: r.checksum,
  runId: r.run_id,
  diff: r.diff,
  entry: r.entry,
});
