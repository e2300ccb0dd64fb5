/**
 * What a credential may do, in three tiers:
 * - `api`: every ordinary operation of the tenant (catalogue, calculations, matching, its own data);
 * - `admin`: the tenant's own administrator (its keys, OAuth clients, webhooks, integrations,
 *   data-protection requests, compliance);
 * - `operator`: the operator of the service, platform-wide (tenants, plans, feature flags). Only the
 *   tenant CLI grants it; a credential never grants more than the one that created it.
 */
export const SCOPES = ['api', 'admin', 'operator'] as const;

export type Scope = (typeof SCOPES)[number];

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}
