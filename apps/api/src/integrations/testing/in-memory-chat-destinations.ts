import type { TenantScope } from '@libs/shared';
import type { ChatVendor } from '../domain/chat-message';
import type { ChatDelivery, ChatDestination } from '../application/chat-destination';
import { ChatDestinationRepository } from '../application/chat-destination-repository.port';

/** Chat destinations in memory, for use-case tests; `urls` keeps what the real adapter encrypts. */
export class InMemoryChatDestinations extends ChatDestinationRepository {
  readonly rows: ChatDestination[] = [];
  readonly urls = new Map<string, string>();

  async addWithinLimit(d: ChatDestination, url: string, limit: number | null): Promise<boolean> {
    const same = this.rows.filter(
      (r) => r.tenantId === d.tenantId && r.sandbox === d.sandbox && r.vendor === d.vendor,
    );
    if (limit !== null && same.length >= limit) return false;
    this.rows.push(d);
    this.urls.set(d.id, url);
    return true;
  }

  async list(scope: TenantScope, vendor: ChatVendor): Promise<ChatDestination[]> {
    return this.rows.filter(
      (r) => r.tenantId === scope.tenantId && r.sandbox === scope.sandbox && r.vendor === vendor,
    );
  }

  async find(scope: TenantScope, vendor: ChatVendor, id: string): Promise<ChatDestination | null> {
    return (await this.list(scope, vendor)).find((r) => r.id === id) ?? null;
  }

  async remove(scope: TenantScope, vendor: ChatVendor, id: string): Promise<boolean> {
    const row = await this.find(scope, vendor, id);
    if (!row) return false;
    this.rows.splice(this.rows.indexOf(row), 1);
    return true;
  }

  async deliveries(): Promise<ChatDelivery[]> {
    return [];
  }
}
