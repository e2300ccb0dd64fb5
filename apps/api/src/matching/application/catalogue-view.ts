import { ProgramRepository } from '@libs/catalogue';
import { compileCatalogue, type CompiledCatalogue } from '@libs/matcher';
import { CatalogueChangeMarker } from '../persistence/catalogue-change-marker';

interface Entry {
  catalogue: CompiledCatalogue;
  marker: string;
  checkedAt: number;
}

/** How long a compiled catalogue is used without asking whether the programs changed: the staleness bound. */
export const RECHECK_AFTER_MS = 5_000;
/** Tenants kept in memory; the least recently loaded one goes first. */
export const MAX_TENANTS = 64;

/**
 * The catalogue as the matcher needs it, per tenant, in memory. Built on first use from one
 * `findAllVisible` read; afterwards, at most every RECHECK_AFTER_MS, one change-marker query decides whether
 * to rebuild. A change made by any instance is therefore seen by matches at most 5 seconds later.
 * Concurrent requests of one tenant share one load.
 */
export class CatalogueView {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<CompiledCatalogue>>();

  constructor(
    private readonly programs: ProgramRepository,
    private readonly marker: CatalogueChangeMarker,
    private readonly recheckAfterMs = RECHECK_AFTER_MS,
  ) {}

  async forTenant(tenantId: string): Promise<CompiledCatalogue> {
    const entry = this.entries.get(tenantId);
    if (entry && performance.now() - entry.checkedAt < this.recheckAfterMs) return entry.catalogue;
    let pending = this.loading.get(tenantId);
    if (!pending) {
      pending = this.refresh(tenantId, entry).finally(() => this.loading.delete(tenantId));
      this.loading.set(tenantId, pending);
    }
    return pending;
  }

  private async refresh(tenantId: string, entry: Entry | undefined): Promise<CompiledCatalogue> {
    // The marker is read before the programs: a change landing in between shows at the next check.
    const marker = await this.marker.current(tenantId);
    if (entry && entry.marker === marker) {
      entry.checkedAt = performance.now();
      return entry.catalogue;
    }
    const catalogue = compileCatalogue(await this.programs.findAllVisible(tenantId));
    this.entries.delete(tenantId);
    this.entries.set(tenantId, { catalogue, marker, checkedAt: performance.now() });
    if (this.entries.size > MAX_TENANTS) this.entries.delete(this.entries.keys().next().value as string);
    return catalogue;
  }
}
