import type { TenantScope } from '@libs/shared';
import type { ChatVendor } from '../domain/chat-message';
import type { ChatDelivery, ChatDestination } from './chat-destination';

/** The tenant's chat destinations and their delivery log. */
export abstract class ChatDestinationRepository {
  /** Stores the destination (URL encrypted) unless the tenant has `limit` of this vendor; null: no limit. */
  abstract addWithinLimit(destination: ChatDestination, url: string, limit: number | null): Promise<boolean>;
  abstract list(scope: TenantScope, vendor: ChatVendor): Promise<ChatDestination[]>;
  abstract find(scope: TenantScope, vendor: ChatVendor, id: string): Promise<ChatDestination | null>;
  /** Deletes it with its log; false when there is none. */
  abstract remove(scope: TenantScope, vendor: ChatVendor, id: string): Promise<boolean>;
  abstract deliveries(scope: TenantScope, destinationId: string, limit: number): Promise<ChatDelivery[]>;
}
