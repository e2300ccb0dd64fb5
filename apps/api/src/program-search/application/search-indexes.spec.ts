import type { TenantId } from '@libs/shared';
import { ProgramRepository, type Program, type VisibleCatalogue } from '@libs/catalogue';
import { InMemoryProgramRepository, aProgram } from '@libs/catalogue/testing';
import type { BuildScheduler } from './build-in-slices';
import { SearchIndexes } from './search-indexes';

const TENANT = 'tenant-a' as TenantId;

/** A build's slices run only when the test opens the gate (no timers, no timing). */
class Gate implements BuildScheduler {
  readonly sliceMs = 0;
  private queued: Array<() => void> = [];
  defer(run: () => void): void {
    this.queued.push(run);
  }
  now(): number {
    return 0;
  }
  get pending(): number {
    return this.queued.length;
  }
  /** Runs slices until no build has work left. */
  openUntilDone(): void {
    while (this.queued.length > 0) this.queued.shift()!();
  }
}

/** A versioned catalogue like the snapshot: one frozen array per version, a new one after each change. */
class VersionedRepository extends InMemoryProgramRepository {
  version = 1;
  private view: { version: number; programs: Program[] } | null = null;
  override async findVisibleCatalogue(): Promise<VisibleCatalogue> {
    if (this.view?.version !== this.version)
      this.view = { version: this.version, programs: await this.findAllVisible(null) };
    return { version: String(this.version), programs: this.view.programs, owner: null };
  }
  override async upsert(programs: readonly Program[]): Promise<void> {
    await super.upsert(programs);
    this.version++;
  }
}

const ids = (index: { programs: readonly Program[] }) => index.programs.map((p) => p.id);
/** Lets pending promise jobs (the repository read) finish; no slice runs: they wait for the gate. */
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('SearchIndexes: the index is built off the request path', () => {
  const first = aProgram({ id: 'a-digitalbonus', name: 'Digitalbonus' });
  const added = aProgram({ id: 'b-digitalbonus-plus', name: 'Digitalbonus Plus' });

  it('answers from the previous index while the new one builds, and from the new one once ready', async () => {
    const repo = new VersionedRepository([first]);
    const gate = new Gate();
    const indexes = new SearchIndexes(repo, gate);

    // The first index: nothing to fall back on, so the warm-up waits for its build.
    const warm = indexes.warmUp();
    await flush();
    gate.openUntilDone();
    await warm;

    await repo.upsert([added]);
    // The gate stays shut: the search cannot have waited for the build, yet it is answered.
    const during = await indexes.forTenant(TENANT);
    expect(gate.pending).toBeGreaterThan(0);
    expect(during.version).toBe('1');
    expect(ids(during.index)).toEqual(['a-digitalbonus']);
    expect(during.index.search(request('Digitalbonus')).total).toBe(1);
    // Another search meanwhile joins the same build (no second one is started).
    const pendingBefore = gate.pending;
    expect((await indexes.forTenant(TENANT)).version).toBe('1');
    expect(gate.pending).toBe(pendingBefore);

    gate.openUntilDone();
    await flush();
    const after = await indexes.forTenant(TENANT);
    expect(after.version).toBe('2');
    expect(ids(after.index)).toEqual(['a-digitalbonus', 'b-digitalbonus-plus']);
    expect(after.index.search(request('Digitalbonus')).total).toBe(2);
    expect(gate.pending).toBe(0);
  });

  it('waits for the build when the view has no index yet, and the event loop is given turns meanwhile', async () => {
    const repo = new VersionedRepository([first, added]);
    const gate = new Gate();
    const indexes = new SearchIndexes(repo, gate);
    let answered = false;
    const search = indexes.forTenant(TENANT).then((built) => ((answered = true), built));
    await flush();
    await flush();
    expect(answered).toBe(false);
    expect(gate.pending).toBe(1);
    gate.openUntilDone();
    expect((await search).version).toBe('1');
  });

  it('never answers stale from a repository without versions (each new array is waited for)', async () => {
    const repo = new InMemoryProgramRepository([first]);
    const gate = new Gate();
    const indexes = new SearchIndexes(repo as ProgramRepository, gate);
    const one = indexes.forTenant(TENANT);
    await flush();
    gate.openUntilDone();
    await one;
    await repo.upsert([added]);
    const two = indexes.forTenant(TENANT);
    await flush();
    gate.openUntilDone();
    const built = await two;
    expect(built.version).toBeNull();
    expect(ids(built.index)).toEqual(['a-digitalbonus', 'b-digitalbonus-plus']);
  });
});

function request(q: string) {
  return { q, filters: {}, sort: 'relevance' as const, limit: 10, today: '2026-06-15' };
}
