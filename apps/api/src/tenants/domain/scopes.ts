/**
 * What a credential may do. `api` is every ordinary operation; `admin` adds tenant and key management
 * and later admin areas (feature flags). A credential never grants more than the one that created it.
 */
export const SCOPES = ['api', 'admin'] as const;

export type Scope = (typeof SCOPES)[number];

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}
