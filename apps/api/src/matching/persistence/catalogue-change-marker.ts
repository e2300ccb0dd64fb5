/**
 * A cheap fingerprint of the programs a tenant sees: it changes whenever any of them is inserted, updated or
 * deleted, by this instance or another. The matching view compares it instead of reloading the catalogue.
 */
export abstract class CatalogueChangeMarker {
  abstract current(tenantId: string): Promise<string>;
}
