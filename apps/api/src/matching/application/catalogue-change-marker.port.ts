import type { TenantId } from '@libs/shared';
/** The fingerprint of what a tenant sees, and whether any of it is the tenant's own. */
export interface CatalogueMarker {
  /** Changes whenever a visible program is inserted, updated or deleted, by this instance or another. */
  marker: string;
  /** The tenant's own programs; with none, the tenant sees exactly the public catalogue. */
  ownPrograms: number;
}

/** A cheap check the matching view runs instead of reloading the catalogue. */
export abstract class CatalogueChangeMarker {
  abstract current(tenantId: TenantId): Promise<CatalogueMarker>;
}
