import { DataSource, type EntityManager } from 'typeorm';
import {
  ABANDONED_AFTER_MS,
  ImportAlreadyRunningError,
  ProgramSyncStore,
  type ProgramChange,
  type ProgramVersion,
  type SourceState,
  type SyncRun,
  type VersionWrite,
} from '../application/program-sync-store.port';
import { yieldTurn } from '../application/time-slices';

/**
 * Rows per statement. Small, with a turn of the event loop between them: on the embedded database each
 * statement holds the app's thread while it runs (about 20 ms per 100 versions with their texts).
 */
const CHUNK = 100;

interface StateRow {
  id_hash: string;
  program_id: string;
  curated: boolean;
  checksum: string;
  version: number;
  entry: SourceState['entry'];
  missing_runs: number;
  gone_since: string | null;
}

const STATE_COLUMNS =
  'id_hash, program_id, curated, checksum, version, entry, missing_runs, gone_since::text AS gone_since';

const toState = (r: StateRow): SourceState => ({
  idHash: r.id_hash,
  programId: r.program_id,
  curated: r.curated,
  checksum: r.checksum,
  version: Number(r.version),
  entry: r.entry,
  missingRuns: Number(r.missing_runs),
  goneSince: r.gone_since,
});

interface RunRow {
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
}

const toRun = (r: RunRow): SyncRun => ({
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
});

/** The import's runs, states and versions (migration CreateProgramSync1763717000000). */
export class TypeormProgramSyncStore extends ProgramSyncStore {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async lastAppliedRun(): Promise<SyncRun | null> {
    const rows: RunRow[] = await this.dataSource.query(
      `SELECT * FROM program_sync_runs WHERE status = 'applied' ORDER BY started_at DESC LIMIT 1`,
    );
    return rows[0] ? toRun(rows[0]) : null;
  }

  async startRun(run: SyncRun): Promise<void> {
    if (run.status === 'running') {
      await this.dataSource.query(
        `UPDATE program_sync_runs SET status = 'failed', finished_at = $2, note = 'Abgebrochen (Prozess beendet).'
         WHERE status = 'running' AND started_at < $1`,
        [new Date(run.startedAt.getTime() - ABANDONED_AFTER_MS), run.startedAt],
      );
    }
    // ON CONFLICT without a target also covers the one-running index: an answer without row is a refusal.
    const inserted: unknown[] = await this.dataSource.query(
      `INSERT INTO program_sync_runs (id, source, file_checksum, status, started_at, finished_at, counts, review, note)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING RETURNING id`,
      [
        run.id,
        run.source,
        run.fileChecksum,
        run.status,
        run.startedAt,
        run.finishedAt,
        JSON.stringify(run.counts),
        JSON.stringify(run.review),
        run.note,
      ],
    );
    if (inserted.length > 0) return;
    const [other]: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM program_sync_runs WHERE status = 'running' AND id <> $1 LIMIT 1`,
      [run.id],
    );
    if (other) throw new ImportAlreadyRunningError(other.id);
  }

  async finishRun(run: SyncRun): Promise<void> {
    await this.dataSource.query(
      `UPDATE program_sync_runs SET status = $2, finished_at = $3, counts = $4, review = $5, note = $6,
         unlinked_curated = $7 WHERE id = $1`,
      [
        run.id,
        run.status,
        run.finishedAt,
        JSON.stringify(run.counts),
        JSON.stringify(run.review),
        run.note,
        run.unlinkedCurated === null ? null : JSON.stringify(run.unlinkedCurated),
      ],
    );
  }

  async statesOf(idHashes: readonly string[]): Promise<Map<string, SourceState>> {
    const states = new Map<string, SourceState>();
    for (let i = 0; i < idHashes.length; i += CHUNK) {
      const rows: StateRow[] = await this.dataSource.query(
        `SELECT ${STATE_COLUMNS} FROM program_source_states WHERE id_hash = ANY($1::text[])`,
        [idHashes.slice(i, i + CHUNK)],
      );
      for (const r of rows) states.set(r.id_hash, toState(r));
      await yieldTurn();
    }
    return states;
  }

  async writeBatch(
    runId: string,
    at: Date,
    writes: readonly VersionWrite[],
    seen: readonly string[],
  ): Promise<void> {
    // A short transaction per chunk: the embedded database has one connection, and a catalogue read that
    // reloads its snapshot waits for whatever transaction holds it (ADR 0015).
    for (let i = 0; i < writes.length; i += CHUNK) {
      await this.dataSource.transaction((em) =>
        this.writeVersions(em, runId, at, writes.slice(i, i + CHUNK)),
      );
      await yieldTurn();
    }
    for (let i = 0; i < seen.length; i += CHUNK) {
      await this.dataSource.query(
        `UPDATE program_source_states SET last_seen_run = $1, missing_runs = 0 WHERE id_hash = ANY($2::text[])`,
        [runId, seen.slice(i, i + CHUNK)],
      );
      await yieldTurn();
    }
  }

  private async writeVersions(
    em: EntityManager,
    runId: string,
    at: Date,
    writes: readonly VersionWrite[],
  ): Promise<void> {
    const ids = writes.map((w) => w.state.idHash);
    await em.query(
      `UPDATE program_source_versions SET valid_to = $1 WHERE id_hash = ANY($2::text[]) AND valid_to IS NULL`,
      [at, ids],
    );
    const states = writes.map((w) => w.state);
    await em.query(
      `INSERT INTO program_source_versions (id_hash, version, program_id, kind, valid_from, checksum, run_id, diff, entry)
       SELECT v.id_hash, v.version, v.program_id, v.kind, $1, v.checksum, $2, v.diff, v.entry
       FROM unnest($3::text[], $4::int[], $5::text[], $6::text[], $7::text[], $8::jsonb[], $9::jsonb[])
         AS v (id_hash, version, program_id, kind, checksum, diff, entry)`,
      [
        at,
        runId,
        ids,
        states.map((s) => s.version),
        states.map((s) => s.programId),
        writes.map((w) => w.kind),
        states.map((s) => s.checksum),
        writes.map((w) => JSON.stringify(w.diff)),
        states.map((s) => JSON.stringify(s.entry)),
      ],
    );
    await em.query(
      `INSERT INTO program_source_states (id_hash, program_id, curated, checksum, version, entry, missing_runs, gone_since)
       SELECT * FROM unnest($1::text[], $2::text[], $3::boolean[], $4::text[], $5::int[], $6::jsonb[], $7::int[], $8::date[])
       ON CONFLICT (id_hash) DO UPDATE SET program_id = EXCLUDED.program_id, curated = EXCLUDED.curated,
         checksum = EXCLUDED.checksum, version = EXCLUDED.version, entry = EXCLUDED.entry,
         missing_runs = EXCLUDED.missing_runs, gone_since = EXCLUDED.gone_since`,
      [
        ids,
        states.map((s) => s.programId),
        states.map((s) => s.curated),
        states.map((s) => s.checksum),
        states.map((s) => s.version),
        states.map((s) => JSON.stringify(s.entry)),
        states.map((s) => s.missingRuns),
        states.map((s) => s.goneSince),
      ],
    );
  }

  async curatedLinks(): Promise<Map<string, string>> {
    const rows: { program_id: string; id_hash: string }[] = await this.dataSource.query(
      `SELECT program_id, id_hash FROM program_source_states WHERE curated ORDER BY id_hash`,
    );
    return new Map(rows.map((r) => [r.program_id, r.id_hash]));
  }

  async markUnseen(runId: string): Promise<SourceState[]> {
    // TypeORM answers an UPDATE on PostgreSQL with [rows, affected count], not the rows alone.
    const result: [StateRow[], number] | StateRow[] = await this.dataSource.query(
      `UPDATE program_source_states SET missing_runs = missing_runs + 1
       WHERE gone_since IS NULL AND last_seen_run IS DISTINCT FROM $1
       RETURNING ${STATE_COLUMNS}`,
      [runId],
    );
    const rows = Array.isArray(result[0]) ? result[0] : (result as StateRow[]);
    return rows.map(toState);
  }

  async history(programId: string): Promise<ProgramVersion[]> {
    const rows: {
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
    }[] = await this.dataSource.query(
      `SELECT * FROM program_source_versions WHERE program_id = $1 ORDER BY version, id_hash`,
      [programId],
    );
    return rows.map((r) => ({
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
    }));
  }

  async changedSince(
    since: Date,
    limit: number,
    offset: number,
  ): Promise<{ changes: ProgramChange[]; total: number }> {
    const rows: {
      program_id: string;
      version: number;
      kind: ProgramChange['kind'];
      valid_from: Date;
      fields: string[] | null;
      total: string;
    }[] = await this.dataSource.query(
      `SELECT program_id, version, kind, valid_from,
                ARRAY(SELECT d->>'field' FROM jsonb_array_elements(diff) d) AS fields,
                count(*) OVER () AS total
         FROM program_source_versions WHERE valid_from >= $1
         ORDER BY valid_from, program_id COLLATE "C", version LIMIT $2 OFFSET $3`,
      [since, limit, offset],
    );
    const total = rows[0] ? Number(rows[0].total) : await this.countSince(since);
    return {
      total,
      changes: rows.map((r) => ({
        programId: r.program_id,
        version: Number(r.version),
        kind: r.kind,
        changedAt: new Date(r.valid_from),
        fields: r.fields ?? [],
      })),
    };
  }

  private async countSince(since: Date): Promise<number> {
    const [row]: { n: string }[] = await this.dataSource.query(
      `SELECT count(*) AS n FROM program_source_versions WHERE valid_from >= $1`,
      [since],
    );
    return Number(row?.n ?? 0);
  }

  async findRun(id: string): Promise<SyncRun | null> {
    const rows: RunRow[] = await this.dataSource.query(`SELECT * FROM program_sync_runs WHERE id = $1`, [id]);
    return rows[0] ? toRun(rows[0]) : null;
  }

  async listRuns(limit: number): Promise<SyncRun[]> {
    const rows: RunRow[] = await this.dataSource.query(
      `SELECT * FROM program_sync_runs ORDER BY started_at DESC LIMIT $1`,
      [limit],
    );
    return rows.map(toRun);
  }
}
