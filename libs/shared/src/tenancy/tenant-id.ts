/**
 * A tenant's id (a lowercase UUID) as established by authentication. Branded like `Cents`: a plain string
 * does not compile where a `TenantId` is expected, so a query or job without its tenant is a type error,
 * and the only ways to get one are the credential (the app's guard) and `parseTenantId` at a trust boundary.
 */
export type TenantId = string & { readonly __brand: 'TenantId' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The tenant id in `value`, or null when it is not a lowercase UUID. */
export function parseTenantId(value: string): TenantId | null {
  return UUID.test(value) ? (value as TenantId) : null;
}

/** For ids read back from our own storage or job payloads, which only ever hold checked ids. */
export function tenantIdOf(value: string): TenantId {
  const id = parseTenantId(value);
  if (!id) throw new Error(`not a tenant id: ${JSON.stringify(value)}`);
  return id;
}
