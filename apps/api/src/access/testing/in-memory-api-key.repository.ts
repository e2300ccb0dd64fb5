import type { TenantId } from '@libs/shared';
import { ApiKeyRepository } from '../application/api-key-repository.port';
import type { ApiKey } from '../domain/api-key';

/** API keys in a map, tenant-scoped like the TypeORM repository; for use-case tests. */
export class InMemoryApiKeyRepository extends ApiKeyRepository {
  readonly keys = new Map<string, ApiKey>();
  /** Reads by id (the revocation check), to see whether a cache answered instead. */
  lookups = 0;

  async add(key: ApiKey): Promise<void> {
    this.keys.set(key.id, { ...key });
  }

  async addWithinLimit(key: ApiKey, limit: number | null): Promise<boolean> {
    const active = [...this.keys.values()].filter((k) => k.tenantId === key.tenantId && !k.revokedAt);
    if (limit !== null && active.length >= limit) return false;
    await this.add(key);
    return true;
  }

  async markUsed(tenantId: TenantId, id: string, day: Date): Promise<void> {
    const key = this.keys.get(id);
    if (key && key.tenantId === tenantId && !(key.lastUsedAt && key.lastUsedAt >= day)) key.lastUsedAt = day;
  }

  async endConsoleSessions(tenantId: TenantId, id: string, at: Date): Promise<void> {
    const key = this.keys.get(id);
    if (key && key.tenantId === tenantId) key.consoleSessionsEndedAt = at;
  }

  async findByDigest(digest: string): Promise<ApiKey | null> {
    return [...this.keys.values()].find((k) => k.digest === digest) ?? null;
  }

  async listByTenant(tenantId: TenantId): Promise<ApiKey[]> {
    return [...this.keys.values()].filter((k) => k.tenantId === tenantId);
  }

  async findById(tenantId: TenantId, id: string): Promise<ApiKey | null> {
    this.lookups++;
    const key = this.keys.get(id);
    return key && key.tenantId === tenantId ? { ...key } : null;
  }

  async revoke(tenantId: TenantId, id: string, at: Date): Promise<boolean> {
    const key = this.keys.get(id);
    if (!key || key.tenantId !== tenantId || key.revokedAt) return false;
    key.revokedAt = at;
    return true;
  }
}
