import type { TenantId } from '@libs/shared';
import type { ApiKey } from '../domain/api-key';

/** API keys. Every method but `findByDigest` is scoped to one tenant. */
export abstract class ApiKeyRepository {
  abstract add(key: ApiKey): Promise<void>;
  /** Authentication: the tenant is not known before the key is found. */
  abstract findByDigest(digest: string): Promise<ApiKey | null>;
  abstract listByTenant(tenantId: TenantId): Promise<ApiKey[]>;
  /** The tenant's key by id, revoked or not (the revocation check of the tokens it issued). */
  abstract findById(tenantId: TenantId, id: string): Promise<ApiKey | null>;
  /** False when the tenant has no such (unrevoked) key. */
  abstract revoke(tenantId: TenantId, id: string, at: Date): Promise<boolean>;
}
