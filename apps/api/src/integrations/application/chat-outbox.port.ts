import type { TenantId } from '@libs/shared';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import type { ChatDestination } from './chat-destination';

export interface QueuedChatMessage {
  destination: Pick<ChatDestination, 'id' | 'vendor'>;
  eventType: string;
  /** The vendor bodies in order (Slack: more than one when the blocks exceed 50). */
  parts: unknown[];
}

/** Stores messages for destinations and enqueues their delivery, in `tx` when given. */
export abstract class ChatOutbox {
  abstract queue(tenantId: TenantId, messages: QueuedChatMessage[], tx?: Transaction): Promise<string[]>;
}
