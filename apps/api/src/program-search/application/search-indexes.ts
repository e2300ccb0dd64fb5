import type { TenantId } from '@libs/shared';
import { ProgramRepository, type Program } from '@libs/catalogue';
import { ProgramSearchIndex } from '@libs/program-search';
import { EVENT_LOOP_SCHEDULER, buildInSlices, type BuildScheduler } from './build-in-slices';

/** An index and the catalogue version it was built from (what its answers say they were computed on). */
export interface VersionedIndex {
  index: ProgramSearchIndex;
  /** Null when the repository has no versions (test doubles). */
  version: string | null;
}

/**
 * The search index of the catalogue as a tenant sees it, one per catalogue version (ADR 0023), kept by the
 * frozen array the snapshot answers `findAllVisible` with (as the matcher keeps its compiled catalogue):
 * tenants without programs of their own share one index, a tenant with own programs has its own.
 *
 * A new version's index is built in slices between requests (seconds of CPU at 100,000 programs), never on
 * a request's path: meanwhile searches are answered from the view's previous index, and say the version
 * it was built from. Only a view without any index yet (start-up, a tenant's first own program) waits for
 * its build, and even then the event loop keeps serving other requests. The public index is built at
 * start-up (`warmUp`). A repository without versions (test doubles) gets no stale answers: each new array
 * is waited for.
 */
export class SearchIndexes {
  private readonly ready = new WeakMap<readonly Program[], VersionedIndex>();
  private readonly building = new WeakMap<readonly Program[], Promise<VersionedIndex>>();
  /** The newest ready index per view ('' the shared public view, else the owning tenant), and its start. */
  private readonly latest = new Map<string, { built: VersionedIndex; started: number }>();
  private builds = 0;

  constructor(
    private readonly programs: ProgramRepository,
    private readonly scheduler: BuildScheduler = EVENT_LOOP_SCHEDULER,
  ) {}

  /** The public view's index, built now (at start-up, so that the first search finds it). */
  async warmUp(): Promise<void> {
    await this.forTenant(null);
  }

  async forTenant(tenantId: TenantId | null): Promise<VersionedIndex> {
    const view = await this.programs.findVisibleCatalogue(tenantId);
    const ready = this.ready.get(view.programs);
    if (ready) return ready;
    const key = view.owner ?? '';
    const build = this.building.get(view.programs) ?? this.start(view.programs, view.version, key);
    const previous = this.latest.get(key);
    return view.version !== null && previous ? previous.built : build;
  }

  private start(programs: Program[], version: string | null, key: string): Promise<VersionedIndex> {
    const started = ++this.builds;
    const build = buildInSlices(ProgramSearchIndex.build(programs), this.scheduler).then(
      (index) => {
        const built = { index, version };
        this.ready.set(programs, built);
        this.building.delete(programs);
        // A build started earlier (an older version) that ends later does not replace a newer index.
        if ((this.latest.get(key)?.started ?? 0) < started) this.latest.set(key, { built, started });
        return built;
      },
      (err: unknown) => {
        this.building.delete(programs);
        throw err;
      },
    );
    // Searches answered from the previous index do not await this build; its failure is retried by the next.
    build.catch(() => undefined);
    this.building.set(programs, build);
    return build;
  }
}
