import type { TenantId, TenantScope } from '@libs/shared';
import type { WebhookEndpoint, WebhookSigningSecrets } from '../application/webhook-endpoint';
import {
  WebhookEndpointRepository,
  type NewWebhookEndpoint,
  type WebhookEndpointChanges,
} from '../application/webhook-endpoint-repository.port';

/** Endpoints in a list, scoped like the real one (tenant and mode); for use-case tests. */
export class InMemoryWebhookEndpointRepository extends WebhookEndpointRepository {
  readonly rows: (WebhookEndpoint & { secret: string })[] = [];

  private inScope(scope: TenantScope) {
    return this.rows.filter((r) => r.tenantId === scope.tenantId && r.sandbox === scope.sandbox);
  }

  async addWithinLimit({ endpoint, secret }: NewWebhookEndpoint, limit: number | null): Promise<boolean> {
    if (limit !== null && this.inScope(endpoint).length >= limit) return false;
    this.rows.push({ ...endpoint, secret });
    return true;
  }

  async list(scope: TenantScope): Promise<WebhookEndpoint[]> {
    return this.inScope(scope);
  }

  async findById(scope: TenantScope, id: string): Promise<WebhookEndpoint | null> {
    return this.inScope(scope).find((r) => r.id === id) ?? null;
  }

  async update(scope: TenantScope, id: string, c: WebhookEndpointChanges, now: Date) {
    const row = this.inScope(scope).find((r) => r.id === id);
    if (!row) return null;
    Object.assign(row, { ...c, updatedAt: now });
    return row;
  }

  async remove(scope: TenantScope, id: string): Promise<boolean> {
    const row = this.inScope(scope).find((r) => r.id === id);
    if (row) this.rows.splice(this.rows.indexOf(row), 1);
    return row !== undefined;
  }

  async rotateSecret(scope: TenantScope, id: string, secret: string): Promise<boolean> {
    const row = this.inScope(scope).find((r) => r.id === id);
    if (row) row.secret = secret;
    return row !== undefined;
  }

  async signingSecrets(tenantId: TenantId, id: string): Promise<WebhookSigningSecrets | null> {
    const row = this.rows.find((r) => r.tenantId === tenantId && r.id === id);
    return row ? { current: row.secret, previous: null } : null;
  }
}
