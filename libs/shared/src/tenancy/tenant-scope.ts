import type { TenantId } from './tenant-id';

/**
 * Which tenant and which mode (sandbox or live) a request or job reads and writes: the two never mix
 * (ADR 0009). A plain value of the domain, so application code takes it without knowing how the HTTP
 * layer establishes it (`CurrentScope` in the app's tenancy platform).
 */
export interface TenantScope {
  tenantId: TenantId;
  sandbox: boolean;
}
