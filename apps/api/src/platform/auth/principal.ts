import type { TenantId } from '@libs/shared';
import type { Scope } from './scopes';

/** Who is calling, established from a verified credential. The tenant comes from here and nowhere else. */
export interface Principal {
  tenantId: TenantId;
  /** The tenant's plan by name; what it entitles is the access module's `TenantEntitlements`. */
  plan: string;
  scopes: Scope[];
  /** Test credentials (`fm_test_` keys, sandbox tokens): later modules keep them away from real effects. */
  sandbox: boolean;
  /** The burst limit counts per credential: an API key id or an OAuth client id. */
  credentialId: string;
  kind: 'api_key' | 'jwt';
}
