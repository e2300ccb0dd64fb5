import type { TenantId } from '@libs/shared';
import type { Program } from '../domain/program';
import type { ProgramListQuery, ProgramPage } from '../domain/program-list-query';

/** Everything a tenant sees, at the catalogue version it was read at. */
export interface VisibleCatalogue {
  /** The catalogue version (as in the `ETag` of `GET /api/v1/programs`); null when the store has none. */
  version: string | null;
  programs: Program[];
  /** The tenant when it has programs of its own; null for the public view every other tenant shares. */
  owner: TenantId | null;
}

/**
 * Storage of programs. The public catalogue has `tenantId` null; every read takes the caller's tenant and
 * returns the public programs plus that tenant's own, never another tenant's.
 */
export abstract class ProgramRepository {
  /** One page in the documented order (id ascending, byte-wise), with the total count of matches. */
  abstract list(query: ProgramListQuery): Promise<ProgramPage>;

  abstract findById(tenantId: TenantId | null, id: string): Promise<Program | null>;

  /** Every program visible to the tenant; the matcher builds its in-memory view from this. */
  abstract findAllVisible(tenantId: TenantId | null): Promise<Program[]>;

  /**
   * `findAllVisible` with the catalogue version it was read at. A store without versions answers null (and
   * the tenant as owner: nothing is shared between tenants).
   */
  async findVisibleCatalogue(tenantId: TenantId | null): Promise<VisibleCatalogue> {
    return { version: null, programs: await this.findAllVisible(tenantId), owner: tenantId };
  }

  /** Inserts or replaces programs by (tenant, id). Used by the seed and catalogue imports. */
  abstract upsert(programs: readonly Program[]): Promise<void>;
}
