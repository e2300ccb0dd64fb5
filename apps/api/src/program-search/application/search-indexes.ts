import type { TenantId } from '@libs/shared';
import { ProgramRepository, type Program } from '@libs/catalogue';
import { ProgramSearchIndex } from '@libs/program-search';

/**
 * The search index of the catalogue as a tenant sees it, built once per catalogue version (ADR 0023), kept
 * the way the matcher keeps its compiled catalogue (matching/application/catalogue-view.ts): by the frozen
 * array the snapshot answers `findAllVisible` with. Tenants without programs of their own share one index;
 * a tenant with own programs has its own; a new catalogue version builds anew on its first search, and the
 * old index goes with the old snapshot. Warm, a search reads no row.
 */
export class SearchIndexes {
  private readonly built = new WeakMap<readonly Program[], ProgramSearchIndex>();

  constructor(private readonly programs: ProgramRepository) {}

  async forTenant(tenantId: TenantId): Promise<ProgramSearchIndex> {
    const visible = await this.programs.findAllVisible(tenantId);
    let index = this.built.get(visible);
    if (!index) {
      // Synchronous: concurrent searches that awaited the same array find it built.
      index = new ProgramSearchIndex(visible);
      this.built.set(visible, index);
    }
    return index;
  }
}
