import type { DataSource } from 'typeorm';
import {
  ABANDONED_AFTER_MS,
  ImportAlreadyRunningError,
  ProgramSyncStore,
  type ProgramChange,
  type ProgramVersion,
  type SourceState,
  type SyncRun,
  type SyncWriter,
} from '../application/program-sync-store.port';
import { KEYFRAME_EVERY } from '../domain/version-delta';
import { readVersions, toRun, type RunRow, type VersionRow } from './sync-rows';
import { TypeormSyncWriter } from './typeorm-sync-writer';

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
         unlinked_curated = $7, columns = $8, preview = $9, summary = $10 WHERE id = $1`,
      [
        run.id,
        run.status,
        run.finishedAt,
        JSON.stringify(run.counts),
        JSON.stringify(run.review),
        run.note,
        run.unlinkedCurated === null ? null : JSON.stringify(run.unlinkedCurated),
        run.columns === null ? null : JSON.stringify(run.columns),
        run.preview === null ? null : JSON.stringify(run.preview),
        run.summary === null ? null : JSON.stringify(run.summary),
      ],
    );
  }

  /** One transaction for the whole run: the catalogue version rises once, at its commit (ADR 0015). */
  transaction<T>(work: (writer: SyncWriter) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((em) => work(new TypeormSyncWriter(em)));
  }

  statesOf(idHashes: readonly string[]): Promise<Map<string, SourceState>> {
    return new TypeormSyncWriter(this.dataSource.manager).statesOf(idHashes);
  }

  async history(programId: string): Promise<ProgramVersion[]> {
    return (await this.historyPage(programId, 2 ** 31 - 1, 0)).versions;
  }

  async historyPage(
    programId: string,
    limit: number,
    offset: number,
  ): Promise<{ versions: ProgramVersion[]; total: number }> {
    // The page, and before each of its versions the ones it is stored against (at most KEYFRAME_EVERY back).
    const rows: (VersionRow & { total: string | null })[] = await this.dataSource.query(
      `WITH page AS (
         SELECT id_hash, version, count(*) OVER () AS total FROM program_source_versions WHERE program_id = $1
         ORDER BY version, id_hash LIMIT $2 OFFSET $3)
       SELECT v.*, (SELECT p.total FROM page p WHERE p.id_hash = v.id_hash AND p.version = v.version) AS total
       FROM program_source_versions v
       WHERE v.program_id = $1 AND EXISTS (SELECT 1 FROM page p WHERE p.id_hash = v.id_hash
         AND v.version <= p.version AND v.version >= p.version - $4)
       ORDER BY v.version, v.id_hash`,
      [programId, limit, offset, KEYFRAME_EVERY],
    );
    const page = rows.filter((r) => r.total !== null);
    const total = page[0]
      ? Number(page[0].total)
      : Number(
          (
            await this.dataSource.query<{ n: string }[]>(
              `SELECT count(*) AS n FROM program_source_versions WHERE program_id = $1`,
              [programId],
            )
          )[0]?.n ?? 0,
        );
    return { versions: readVersions(rows, (r) => r.total !== null), total };
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

  async summarisedRunsSince(since: Date): Promise<SyncRun[]> {
    const rows: RunRow[] = await this.dataSource.query(
      `SELECT * FROM program_sync_runs WHERE status = 'applied' AND summary IS NOT NULL AND finished_at > $1
       ORDER BY finished_at, id`,
      [since],
    );
    return rows.map(toRun);
  }

  async listRuns(limit: number): Promise<SyncRun[]> {
    const rows: RunRow[] = await this.dataSource.query(
      `SELECT * FROM program_sync_runs ORDER BY started_at DESC LIMIT $1`,
      [limit],
    );
    return rows.map(toRun);
  }
}
