import type { TenantId } from '@libs/shared';
import { OAuthClientRepository } from '../application/oauth-client-repository.port';
import type { OAuthClient } from '../domain/oauth-client';

/** OAuth clients in a map, tenant-scoped like the TypeORM repository; for use-case tests. */
export class InMemoryOAuthClientRepository extends OAuthClientRepository {
  readonly clients = new Map<string, OAuthClient>();

  async add(client: OAuthClient): Promise<void> {
    this.clients.set(client.id, { ...client });
  }

  async addWithinLimit(client: OAuthClient, limit: number | null): Promise<boolean> {
    const active = [...this.clients.values()].filter(
      (c) => c.tenantId === client.tenantId && c.revokedAt === null,
    ).length;
    if (limit !== null && active >= limit) return false;
    await this.add(client);
    return true;
  }

  async findByClientId(clientId: string): Promise<OAuthClient | null> {
    return [...this.clients.values()].find((c) => c.clientId === clientId) ?? null;
  }

  async listByTenant(tenantId: TenantId): Promise<OAuthClient[]> {
    return [...this.clients.values()].filter((c) => c.tenantId === tenantId);
  }

  async findById(tenantId: TenantId, id: string): Promise<OAuthClient | null> {
    const client = this.clients.get(id);
    return client && client.tenantId === tenantId ? { ...client } : null;
  }

  async revoke(tenantId: TenantId, id: string, at: Date): Promise<boolean> {
    const client = this.clients.get(id);
    if (!client || client.tenantId !== tenantId || client.revokedAt) return false;
    client.revokedAt = at;
    return true;
  }
}
