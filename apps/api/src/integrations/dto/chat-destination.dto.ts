import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsString, MaxLength, MinLength } from 'class-validator';
import { IsRegisteredEventType } from '../../platform/events/is-registered-event-type';
import { ApiEventTypeProperty } from '../../platform/openapi/event-type-schema';
import { CHAT_VENDORS } from '../domain/chat-message';
import type { ChatDelivery, ChatDestination } from '../application/chat-destination';
import { NoPersonalData } from '../../platform/validation/no-personal-data';

/** Body of `POST /api/v2/integrations/slack` and `/teams`. */
@ApiSchema({ name: 'ConnectChatRequest' })
export class ConnectChatRequestDto {
  @ApiProperty({ example: 'Fördermittel-Kanal', minLength: 1, maxLength: 200 })
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  @NoPersonalData()
  name!: string;

  @ApiProperty({
    maxLength: 2048,
    example: 'https://hooks.slack.com/services/T0000/B0000/XXXXXXXX',
    description:
      'Slack: Incoming-Webhook-URL (`https://hooks.slack.com/services/…`). Teams: Workflows-URL (`https://….environment.api.powerplatform.com/powerautomate/automations/direct/workflows/…/triggers/manual/paths/invoke?api-version=1&sp=…&sv=1.0&sig=…`). Wird verschlüsselt gespeichert und nie zurückgegeben.',
  })
  @IsString()
  @MinLength(8)
  @MaxLength(2048)
  webhookUrl!: string;

  @ApiEventTypeProperty({
    isArray: true,
    minItems: 1,
    maxItems: 50,
    example: ['calculation.created'],
    description:
      'Ereignistypen, die hier erscheinen. Nicht `digest.ready` (400 `CHAT_EVENT_TYPE_NOT_ROUTABLE`): ein Digest nennt seine Chat-Verbindungen im Zeitplan (Kanal `chat`).',
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(50)
  @IsRegisteredEventType({ each: true })
  eventTypes!: string[];
}

@ApiSchema({ name: 'ChatDestination' })
export class ChatDestinationResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: CHAT_VENDORS }) vendor!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Host und letzte Zeichen der URL; die URL selbst ist ein Geheimnis.' })
  urlHint!: string;
  @ApiProperty({ type: [String] }) eventTypes!: string[];
  @ApiProperty() enabled!: boolean;
  @ApiProperty({
    type: 'string',
    nullable: true,
    description:
      'Antwort des Anbieters, die zur Deaktivierung führte (z. B. `slack 410 channel_is_archived`).',
  })
  disabledReason!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

@ApiSchema({ name: 'ChatDestinationList' })
export class ChatDestinationListResponseDto {
  @ApiProperty({ type: [ChatDestinationResponseDto] }) items!: ChatDestinationResponseDto[];
}

@ApiSchema({ name: 'ChatTestQueued' })
export class ChatTestQueuedResponseDto {
  @ApiProperty({ format: 'uuid', description: 'Die Nachricht im Zustellprotokoll der Verbindung.' })
  messageId!: string;
}

@ApiSchema({ name: 'ChatDelivery' })
export class ChatDeliveryResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) destinationId!: string;
  @ApiProperty({ description: 'Ereignistyp oder `integration.test`.' }) eventType!: string;
  @ApiProperty({
    enum: ['pending', 'delivered', 'failed', 'sandbox'],
    description: '`sandbox`: Verbindung einer Sandbox-Anmeldung; nichts wurde an den Anbieter gesendet.',
  })
  status!: string;
  @ApiProperty({ description: 'POSTs an den Anbieter.' }) attempts!: number;
  @ApiProperty({ description: 'Teile der Nachricht (Slack: je höchstens 50 Blöcke).' }) partsTotal!: number;
  @ApiProperty() partsSent!: number;
  @ApiProperty({ type: 'integer', nullable: true }) lastHttpStatus!: number | null;
  @ApiProperty({ type: 'string', nullable: true }) lastError!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

@ApiSchema({ name: 'ChatDeliveryList' })
export class ChatDeliveryListResponseDto {
  @ApiProperty({ type: [ChatDeliveryResponseDto] }) items!: ChatDeliveryResponseDto[];
}

export const toChatDestinationResponse = (d: ChatDestination): ChatDestinationResponseDto => ({
  id: d.id,
  vendor: d.vendor,
  name: d.name,
  urlHint: d.urlHint,
  eventTypes: d.eventTypes,
  enabled: d.enabled,
  disabledReason: d.disabledReason,
  createdAt: d.createdAt.toISOString(),
  updatedAt: d.updatedAt.toISOString(),
});

export const toChatDeliveryResponse = (d: ChatDelivery): ChatDeliveryResponseDto => ({
  ...d,
  createdAt: d.createdAt.toISOString(),
  updatedAt: d.updatedAt.toISOString(),
});
