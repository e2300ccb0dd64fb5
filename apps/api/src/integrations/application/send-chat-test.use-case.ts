import type { TenantScope } from '@libs/shared';
import { testChatMessage, type ChatVendor } from '../domain/chat-message';
import { renderChatParts } from '../domain/render-chat';
import type { ChatDestinationRepository } from './chat-destination-repository.port';
import type { ChatOutbox } from './chat-outbox.port';
import { ChatDestinationDisabledError, ChatDestinationNotFoundError } from './integration.errors';

/** Queues a test message to one enabled destination; its outcome appears in the destination's log. */
export class SendChatTest {
  constructor(
    private readonly destinations: ChatDestinationRepository,
    private readonly outbox: ChatOutbox,
    private readonly linkBase: string,
  ) {}

  async execute(scope: TenantScope, vendor: ChatVendor, id: string): Promise<string> {
    const destination = await this.destinations.find(scope, vendor, id);
    if (!destination) throw new ChatDestinationNotFoundError();
    if (!destination.enabled) throw new ChatDestinationDisabledError(destination.disabledReason);
    const parts = renderChatParts(vendor, testChatMessage(this.linkBase));
    const [messageId] = await this.outbox.queue(scope.tenantId, [
      { destination, eventType: 'integration.test', parts },
    ]);
    return messageId!;
  }
}
