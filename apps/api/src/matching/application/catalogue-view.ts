import type { TenantId } from '@libs/shared';
import { ProgramRepository } from '@libs/catalogue';
import { compileCatalogue, type CompiledCatalogue } from '@libs/matcher';
import { CatalogueChangeMarker } from './catalogue-change-marker.port';

interface Entry {
  catalogue: CompiledCatalogue;
  marker: string;
}

/** How long a compiled catalogue is used without asking whether the programs changed: the staleness bound. */
export const RECHECK_AFTER_MS = 5_000;
/** Compiled catalogues kept in memory (the shared public one plus tenants with programs of their own). */
export const MAX_CATALOGUES = 64;
/** Cache key of the public catalogue, shared by every tenant without programs of its own. */
const PUBLIC = 'public';

/**
 * The catalogue as the matcher needs it, in memory. Built on first use from one `findAllVisible` read;
 * afterwards, at most every RECHECK_AFTER_MS per tenant, one change-marker query decides whether to rebuild.
 * A change made by any instance is therefore seen by matches at most 5 seconds later. Tenants without
 * programs of their own share one compiled public catalogue (at 100,000 programs it keeps about 30 MB, the
 * loaded programs about five times that while it is built: bench/matcher-scale.mjs);
 * only a tenant with its own programs gets its own copy. Concurrent requests of one tenant share one load.
 */
export class CatalogueView {
  private readonly entries = new Map<string, Entry>();
  /** Which entry a tenant reads, and when that was last checked against the database. */
  private readonly routes = new Map<string, { key: string; checkedAt: number }>();
  private readonly loading = new Map<string, Promise<CompiledCatalogue>>();

  constructor(
    private readonly programs: ProgramRepository,
    private readonly marker: CatalogueChangeMarker,
    private readonly recheckAfterMs = RECHECK_AFTER_MS,
  ) {}

  async forTenant(tenantId: TenantId): Promise<CompiledCatalogue> {
    const route = this.routes.get(tenantId);
    const fresh = route && performance.now() - route.checkedAt < this.recheckAfterMs;
    const entry = route ? this.entries.get(route.key) : undefined;
    if (fresh && entry) return entry.catalogue;
    let pending = this.loading.get(tenantId);
    if (!pending) {
      pending = this.refresh(tenantId).finally(() => this.loading.delete(tenantId));
      this.loading.set(tenantId, pending);
    }
    return pending;
  }

  private async refresh(tenantId: TenantId): Promise<CompiledCatalogue> {
    // The marker is read before the programs: a change landing in between shows at the next check.
    const { marker, ownPrograms } = await this.marker.current(tenantId);
    const key = ownPrograms === 0 ? PUBLIC : `tenant:${tenantId}`;
    this.routes.delete(tenantId);
    this.routes.set(tenantId, { key, checkedAt: performance.now() });
    if (this.routes.size > 10 * MAX_CATALOGUES) this.routes.delete(this.routes.keys().next().value as string);
    const entry = this.entries.get(key);
    if (entry && entry.marker === marker) return entry.catalogue;
    // The shared entry is read as the public catalogue itself, never through a tenant: a program the tenant
    // adds between the marker and this read must not reach other tenants.
    const catalogue = compileCatalogue(await this.programs.findAllVisible(key === PUBLIC ? null : tenantId));
    this.entries.delete(key);
    this.entries.set(key, { catalogue, marker });
    if (this.entries.size > MAX_CATALOGUES) this.entries.delete(this.entries.keys().next().value as string);
    return catalogue;
  }
}
