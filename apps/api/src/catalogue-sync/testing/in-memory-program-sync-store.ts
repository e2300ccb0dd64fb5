import type { Program, ProgramRepository } from '@libs/catalogue';
import { InMemoryProgramRepository } from '@libs/catalogue/testing';
import {
  ABANDONED_AFTER_MS,
  SyncWriter,
  ImportAlreadyRunningError,
  ProgramSyncStore,
  type ProgramChange,
  type ProgramVersion,
  type SourceState,
  type SyncRun,
  type VersionWrite,
} from '../application/program-sync-store.port';
import type { StoredTermProposal } from '../domain/term-review';

/** Same semantics as the TypeORM adapter, in memory, for use-case tests (the catalogue: `programs`). */
export class InMemoryProgramSyncStore extends ProgramSyncStore {
  readonly runs = new Map<string, SyncRun>();
  readonly states = new Map<string, SourceState & { lastSeenRun: string | null }>();
  readonly versions: ProgramVersion[] = [];
  /** Term proposals by `programId/term`. */
  readonly proposals = new Map<string, StoredTermProposal>();

  constructor(private readonly programs: ProgramRepository = new InMemoryProgramRepository([])) {
    super();
  }

  /**
   * States and versions roll back on failure; the catalogue's programs do not (they are written as they
   * come, so the memory measurement sees a streaming import): the rollback of those is the database's.
   */
  async transaction<T>(work: (writer: SyncWriter) => Promise<T>): Promise<T> {
    const states = structuredClone(this.states);
    const versions = structuredClone(this.versions);
    try {
      return await work(new InMemorySyncWriter(this, this.programs));
    } catch (err) {
      this.states.clear();
      for (const [k, v] of states) this.states.set(k, v);
      this.versions.splice(0, this.versions.length, ...versions);
      throw err;
    }
  }

  async lastAppliedRun(): Promise<SyncRun | null> {
    const applied = [...this.runs.values()].filter((r) => r.status === 'applied');
    return applied.sort((a, b) => +b.startedAt - +a.startedAt)[0] ?? null;
  }

  async startRun(run: SyncRun): Promise<void> {
    const running = [...this.runs.values()].find((r) => r.status === 'running' && r.id !== run.id);
    if (running && run.status === 'running') {
      if (+run.startedAt - +running.startedAt < ABANDONED_AFTER_MS)
        throw new ImportAlreadyRunningError(running.id);
      running.status = 'failed';
    }
    this.runs.set(run.id, structuredClone(run));
  }

  async finishRun(run: SyncRun): Promise<void> {
    this.runs.set(run.id, structuredClone(run));
  }

  async statesOf(idHashes: readonly string[]): Promise<Map<string, SourceState>> {
    const out = new Map<string, SourceState>();
    for (const id of idHashes) {
      const s = this.states.get(id);
      if (s) {
        const { lastSeenRun: _, ...state } = structuredClone(s);
        out.set(id, state);
      }
    }
    return out;
  }

  async writeBatch(
    runId: string,
    at: Date,
    writes: readonly VersionWrite[],
    seen: readonly string[],
  ): Promise<void> {
    for (const w of writes) {
      const open = this.versions.find((v) => v.idHash === w.state.idHash && v.validTo === null);
      if (open) open.validTo = at;
      this.versions.push({
        programId: w.state.programId,
        idHash: w.state.idHash,
        version: w.state.version,
        kind: w.kind,
        validFrom: at,
        validTo: null,
        checksum: w.state.checksum,
        runId,
        diff: structuredClone(w.diff),
        entry: structuredClone(w.state.entry),
      });
      const previous = this.states.get(w.state.idHash);
      this.states.set(w.state.idHash, {
        ...structuredClone(w.state),
        lastSeenRun: previous?.lastSeenRun ?? null,
      });
    }
    for (const id of seen) {
      const s = this.states.get(id);
      if (s) Object.assign(s, { lastSeenRun: runId, missingRuns: 0 });
    }
  }

  async curatedLinks(): Promise<Map<string, string>> {
    return new Map([...this.states.values()].filter((s) => s.curated).map((s) => [s.programId, s.idHash]));
  }

  async markUnseen(runId: string): Promise<SourceState[]> {
    const out: SourceState[] = [];
    for (const s of this.states.values()) {
      if (s.lastSeenRun === runId || s.goneSince !== null) continue;
      s.missingRuns++;
      const { lastSeenRun: _, ...state } = structuredClone(s);
      out.push(state);
    }
    return out;
  }

  async history(programId: string): Promise<ProgramVersion[]> {
    return this.versions.filter((v) => v.programId === programId).sort((a, b) => a.version - b.version);
  }

  async historyPage(
    programId: string,
    limit: number,
    offset: number,
  ): Promise<{ versions: ProgramVersion[]; total: number }> {
    const all = await this.history(programId);
    return { versions: all.slice(offset, offset + limit), total: all.length };
  }

  async changedSince(
    since: Date,
    limit: number,
    offset: number,
  ): Promise<{ changes: ProgramChange[]; total: number }> {
    const all = this.versions
      .filter((v) => v.validFrom >= since)
      .sort(
        (a, b) =>
          +a.validFrom - +b.validFrom || a.programId.localeCompare(b.programId) || a.version - b.version,
      )
      .map((v) => ({
        programId: v.programId,
        version: v.version,
        kind: v.kind,
        changedAt: v.validFrom,
        fields: v.diff.map((d) => d.field),
      }));
    return { changes: all.slice(offset, offset + limit), total: all.length };
  }

  async findRun(id: string): Promise<SyncRun | null> {
    return this.runs.get(id) ?? null;
  }

  async summarisedRunsSince(since: Date): Promise<SyncRun[]> {
    return [...this.runs.values()]
      .filter(
        (r) => r.status === 'applied' && r.summary !== null && r.finishedAt !== null && r.finishedAt > since,
      )
      .sort((a, b) => +a.finishedAt! - +b.finishedAt!);
  }

  async listRuns(limit: number): Promise<SyncRun[]> {
    return [...this.runs.values()].sort((a, b) => +b.startedAt - +a.startedAt).slice(0, limit);
  }
}

class InMemorySyncWriter extends SyncWriter {
  constructor(
    private readonly store: InMemoryProgramSyncStore,
    private readonly programs: ProgramRepository,
  ) {
    super();
  }
  statesOf(ids: readonly string[]): Promise<Map<string, SourceState>> {
    return this.store.statesOf(ids);
  }
  upsertPrograms(programs: readonly Program[]): Promise<void> {
    return this.programs.upsert(programs);
  }
  writeBatch(
    runId: string,
    at: Date,
    writes: readonly VersionWrite[],
    seen: readonly string[],
  ): Promise<void> {
    return this.store.writeBatch(runId, at, writes, seen);
  }
  curatedLinks(): Promise<Map<string, string>> {
    return this.store.curatedLinks();
  }
  markUnseen(runId: string): Promise<SourceState[]> {
    return this.store.markUnseen(runId);
  }
  async termProposalsOf(programIds: readonly string[]): Promise<StoredTermProposal[]> {
    const ids = new Set(programIds);
    return [...this.store.proposals.values()]
      .filter((p) => ids.has(p.programId))
      .map((p) => structuredClone(p));
  }
  async writeTermProposals(
    write: readonly StoredTermProposal[],
    drop: readonly { programId: string; term: string }[],
  ): Promise<void> {
    for (const w of write) this.store.proposals.set(`${w.programId}/${w.term}`, structuredClone(w));
    for (const d of drop) this.store.proposals.delete(`${d.programId}/${d.term}`);
  }
}
