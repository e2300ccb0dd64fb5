import type { TenantId } from '@libs/shared';
import type { Scope } from './scopes';

/** Who is calling, established from a verified credential. The tenant comes from here and nowhere else. */
export interface Principal {
  tenantId: TenantId;
  /** The tenant's plan by name; what it entitles is the access module's `TenantEntitlements`. */
  plan: string;
  scopes: Scope[];
  /**
   * Sandbox mode (ADR 0009): `fm_test_` keys, sandbox tokens and every credential of a sandbox tenant. Such a
   * principal sees and creates only sandbox data, is limited on the sandbox budget, and manages no credentials.
   */
  sandbox: boolean;
  /**
   * The credential this principal traces back to, and ends with: the API key itself, or for an access token
   * the OAuth client or API key that issued it (a sandbox token names the key or client that minted it).
   * Revoking that credential refuses the principal; the burst limit counts per credential.
   */
  credentialId: string;
  credentialKind: 'api_key' | 'oauth_client';
  /** How the credential was presented: an API key, or an access token (JWT). */
  kind: 'api_key' | 'jwt';
}
