import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { WebhookEndpoint } from '../application/webhook-endpoint';
import { ApiEventTypeProperty } from '../../platform/openapi/event-type-schema';

export class WebhookEndpointResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() url!: string;
  @ApiProperty() description!: string;
  @ApiEventTypeProperty({ isArray: true }) eventTypes!: string[];
  @ApiProperty() enabled!: boolean;
  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'Warum das System deaktiviert hat: `gone` (410) oder `exhausted`.',
  })
  disabledReason!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export class CreatedWebhookEndpointResponseDto extends WebhookEndpointResponseDto {
  @ApiProperty({
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    description: 'Signaturgeheimnis; wird nur jetzt angezeigt.',
  })
  secret!: string;
}

export class WebhookEndpointListResponseDto {
  @ApiProperty({ type: [WebhookEndpointResponseDto] }) items!: WebhookEndpointResponseDto[];
}

export class RotatedWebhookSecretResponseDto {
  @ApiProperty({ description: 'Neues Signaturgeheimnis; wird nur jetzt angezeigt.' }) secret!: string;
  @ApiProperty({
    format: 'date-time',
    description: 'Bis dahin wird zusätzlich mit dem alten Geheimnis signiert.',
  })
  previousSecretValidUntil!: string;
}

export class TestWebhookResponseDto {
  @ApiProperty({ example: 'msg_4f0c...', description: 'Der `webhook-id`-Header der Zustellung.' })
  eventId!: string;
  @ApiProperty({ description: 'Anzahl Endpunkte, an die zugestellt wird.' }) deliveries!: number;
}

export class WebhookEventTypeDto {
  @ApiEventTypeProperty() type!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ description: 'Das Modul, das es veröffentlicht.' }) module!: string;
}

export class WebhookEventTypeListResponseDto {
  @ApiProperty({ type: [WebhookEventTypeDto] }) items!: WebhookEventTypeDto[];
}

export class RedeliveryResponseDto {
  @ApiPropertyOptional({ format: 'uuid' }) messageId!: string;
}

export function toWebhookEndpointResponse(e: WebhookEndpoint): WebhookEndpointResponseDto {
  return {
    id: e.id,
    url: e.url,
    description: e.description,
    eventTypes: e.eventTypes,
    enabled: e.enabled,
    disabledReason: e.disabledReason,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}
