import type { Principal } from './principal';
import type { TenantScopedRequest } from '../tenancy/current-tenant.decorator';

/** What the credential guard leaves on the request for the rate limiter and the handlers. */
export interface AuthenticatedRequest extends TenantScopedRequest {
  principal?: Principal;
  headers: Record<string, string | string[] | undefined>;
  query?: unknown;
  /** Node's request: `rawHeaders` shows a header sent twice, which the parsed `headers` hide. */
  raw?: { rawHeaders?: string[] };
}
