import type { TenantId } from '@libs/shared';
import type { ChatVendor } from '../domain/chat-message';

/** A team-chat webhook of a tenant (its URL is a bearer secret: stored encrypted, shown as a hint only). */
export interface ChatDestination {
  id: string;
  tenantId: TenantId;
  sandbox: boolean;
  vendor: ChatVendor;
  name: string;
  urlHint: string;
  eventTypes: string[];
  enabled: boolean;
  disabledReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** One message to a destination and how its delivery went (the delivery log). */
export interface ChatDelivery {
  id: string;
  destinationId: string;
  eventType: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  partsTotal: number;
  partsSent: number;
  lastHttpStatus: number | null;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
}
