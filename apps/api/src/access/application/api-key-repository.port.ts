import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import type { TenantId } from '@libs/shared';
import type { ApiKey } from '../domain/api-key';

/** API keys. Every method but `findByDigest` is scoped to one tenant. */
export abstract class ApiKeyRepository {
  /** `tx`: the use case's unit of work (the key and its event commit together). */
  abstract add(key: ApiKey, tx?: Transaction): Promise<void>;
  /** Adds the key unless the tenant already has `limit` unrevoked keys (null: no limit); false then. */
  abstract addWithinLimit(key: ApiKey, limit: number | null, tx?: Transaction): Promise<boolean>;
  /** Records a use on `day` (a UTC day start) unless one on that day or later is recorded already. */
  abstract markUsed(tenantId: TenantId, id: string, day: Date): Promise<void>;
  /** Authentication: the tenant is not known before the key is found. */
  abstract findByDigest(digest: string): Promise<ApiKey | null>;
  abstract listByTenant(tenantId: TenantId): Promise<ApiKey[]>;
  /** The tenant's key by id, revoked or not (the revocation check of the tokens it issued). */
  abstract findById(tenantId: TenantId, id: string): Promise<ApiKey | null>;
  /** Ends the console sessions the key started up to `at` (sign-out; notifies every instance). */
  abstract endConsoleSessions(tenantId: TenantId, id: string, at: Date): Promise<void>;
  /** False when the tenant has no such (unrevoked) key. */
  abstract revoke(tenantId: TenantId, id: string, at: Date, tx?: Transaction): Promise<boolean>;
}
