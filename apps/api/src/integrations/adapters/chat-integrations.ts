import type { TenantScope } from '@libs/shared';
import type { ChatVendor } from '../domain/chat-message';
import {
  toChatDeliveryResponse,
  toChatDestinationResponse,
  type ChatDeliveryListResponseDto,
  type ChatDestinationListResponseDto,
  type ChatDestinationResponseDto,
  type ChatTestQueuedResponseDto,
} from '../dto/chat-destination.dto';
import type { ChatDestinationRepository } from '../application/chat-destination-repository.port';
import type {
  ConnectChatCommand,
  ConnectChatDestination,
} from '../application/connect-chat-destination.use-case';
import { ChatDestinationNotFoundError } from '../application/integration.errors';
import type { SendChatTest } from '../application/send-chat-test.use-case';

const LOG_ENTRIES = 100;

/**
 * What the Slack and Teams controllers share: the same operations, per vendor, answered as wire DTOs (so it is
 * a driving adapter beside the controllers, not a use case).
 */
export class ChatIntegrations {
  constructor(
    private readonly destinations: ChatDestinationRepository,
    private readonly connectDestination: ConnectChatDestination,
    private readonly sendTest: SendChatTest,
    /** Told when a destination was connected here (the event router's negative cache). */
    private readonly connected: (scope: TenantScope) => void,
  ) {}

  async list(scope: TenantScope, vendor: ChatVendor): Promise<ChatDestinationListResponseDto> {
    return { items: (await this.destinations.list(scope, vendor)).map(toChatDestinationResponse) };
  }

  async connect(
    scope: TenantScope,
    vendor: ChatVendor,
    command: ConnectChatCommand,
  ): Promise<ChatDestinationResponseDto> {
    const destination = await this.connectDestination.execute(scope, vendor, command);
    this.connected(scope);
    return toChatDestinationResponse(destination);
  }

  async disconnect(scope: TenantScope, vendor: ChatVendor, id: string): Promise<void> {
    if (!(await this.destinations.remove(scope, vendor, id))) throw new ChatDestinationNotFoundError();
  }

  async test(scope: TenantScope, vendor: ChatVendor, id: string): Promise<ChatTestQueuedResponseDto> {
    return { messageId: await this.sendTest.execute(scope, vendor, id) };
  }

  async deliveries(scope: TenantScope, vendor: ChatVendor, id: string): Promise<ChatDeliveryListResponseDto> {
    if (!(await this.destinations.find(scope, vendor, id))) throw new ChatDestinationNotFoundError();
    return {
      items: (await this.destinations.deliveries(scope, id, LOG_ENTRIES)).map(toChatDeliveryResponse),
    };
  }
}
