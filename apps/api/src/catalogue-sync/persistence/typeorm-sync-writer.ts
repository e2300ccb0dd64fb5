import type { Program } from '@libs/catalogue';
import type { TermName } from '@libs/term-extraction';
import { In, type EntityManager } from 'typeorm';
import { upsertPublicProgramsIn } from '../../catalogue';
import { yieldTurn } from '../application/time-slices';
import { SyncWriter, type SourceState, type VersionWrite } from '../application/program-sync-store.port';
import { packVersion } from '../domain/version-delta';
import type { StoredTermProposal } from '../domain/term-review';
import { STATE_COLUMNS, toState, type StateRow } from './sync-rows';
import { toProposalRow, toStoredProposal } from './term-proposal.mapper';
import { TermProposalOrmEntity } from './term-proposal.orm-entity';

/**
 * Rows per statement. Small, with a turn of the event loop between them: on the embedded database each
 * statement holds the app's thread while it runs (about 20 ms per 100 versions with their texts).
 */
const CHUNK = 100;

/**
 * A run's writes through one entity manager: the run's transaction when applying, the plain manager for
 * the read-only lookups of the check. Never opens a transaction of its own (one per run).
 */
export class TypeormSyncWriter extends SyncWriter {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async statesOf(idHashes: readonly string[]): Promise<Map<string, SourceState>> {
    const states = new Map<string, SourceState>();
    for (let i = 0; i < idHashes.length; i += CHUNK) {
      const rows: StateRow[] = await this.em.query(
        `SELECT ${STATE_COLUMNS} FROM program_source_states WHERE id_hash = ANY($1::text[])`,
        [idHashes.slice(i, i + CHUNK)],
      );
      for (const r of rows) states.set(r.id_hash, toState(r));
      await yieldTurn();
    }
    return states;
  }

  upsertPrograms(programs: readonly Program[]): Promise<void> {
    return upsertPublicProgramsIn(this.em, programs);
  }

  async writeBatch(
    runId: string,
    at: Date,
    writes: readonly VersionWrite[],
    seen: readonly string[],
  ): Promise<void> {
    for (let i = 0; i < writes.length; i += CHUNK) {
      await this.writeVersions(runId, at, writes.slice(i, i + CHUNK));
      await yieldTurn();
    }
    for (let i = 0; i < seen.length; i += CHUNK) {
      await this.em.query(
        `UPDATE program_source_states SET last_seen_run = $1, missing_runs = 0 WHERE id_hash = ANY($2::text[])`,
        [runId, seen.slice(i, i + CHUNK)],
      );
      await yieldTurn();
    }
  }

  private async writeVersions(runId: string, at: Date, writes: readonly VersionWrite[]): Promise<void> {
    const ids = writes.map((w) => w.state.idHash);
    await this.em.query(
      `UPDATE program_source_versions SET valid_to = $1 WHERE id_hash = ANY($2::text[]) AND valid_to IS NULL`,
      [at, ids],
    );
    const states = writes.map((w) => w.state);
    // Large versions against the previous one, each within the cap (ADR 0015, "Bounded history").
    const stored = writes.map((w) =>
      packVersion(w.state.idHash, w.state.version, w.previous, w.state.entry, w.diff),
    );
    await this.em.query(
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
        stored.map((v) => JSON.stringify(v.diff)),
        stored.map((v) => JSON.stringify(v.entry)),
      ],
    );
    await this.em.query(
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
    const rows: { program_id: string; id_hash: string }[] = await this.em.query(
      `SELECT program_id, id_hash FROM program_source_states WHERE curated ORDER BY id_hash`,
    );
    return new Map(rows.map((r) => [r.program_id, r.id_hash]));
  }

  async markUnseen(runId: string): Promise<SourceState[]> {
    // TypeORM answers an UPDATE on PostgreSQL with [rows, affected count], not the rows alone.
    const result: [StateRow[], number] | StateRow[] = await this.em.query(
      `UPDATE program_source_states SET missing_runs = missing_runs + 1
       WHERE gone_since IS NULL AND last_seen_run IS DISTINCT FROM $1
       RETURNING ${STATE_COLUMNS}`,
      [runId],
    );
    const rows = Array.isArray(result[0]) ? result[0] : (result as StateRow[]);
    return rows.map(toState);
  }

  async termProposalsOf(programIds: readonly string[]): Promise<StoredTermProposal[]> {
    const out: StoredTermProposal[] = [];
    const repo = this.em.getRepository(TermProposalOrmEntity);
    for (let i = 0; i < programIds.length; i += CHUNK) {
      // Locked until the run commits: an operator's decision in between waits for it (or it for the decision),
      // so the run never writes a program from a review state that has changed since it read it.
      const rows = await repo.find({
        where: { programId: In(programIds.slice(i, i + CHUNK)) },
        lock: { mode: 'pessimistic_write' },
      });
      out.push(...rows.map(toStoredProposal));
      await yieldTurn();
    }
    return out;
  }

  async writeTermProposals(
    write: readonly StoredTermProposal[],
    drop: readonly { programId: string; term: TermName }[],
  ): Promise<void> {
    const repo = this.em.getRepository(TermProposalOrmEntity);
    for (let i = 0; i < write.length; i += CHUNK) {
      await repo.upsert(write.slice(i, i + CHUNK).map(toProposalRow), ['programId', 'term']);
      await yieldTurn();
    }
    for (let i = 0; i < drop.length; i += CHUNK) {
      const chunk = drop.slice(i, i + CHUNK);
      await this.em.query(
        `DELETE FROM program_term_proposals p USING unnest($1::text[], $2::text[]) AS d (program_id, term)
         WHERE p.program_id = d.program_id AND p.term = d.term`,
        [chunk.map((d) => d.programId), chunk.map((d) => d.term)],
      );
    }
  }
}
