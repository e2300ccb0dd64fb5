import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../platform/validation/page-query.dto';
import { IsUuid } from '../../platform/validation/uuid';
import type { DeliveryLogEntry } from '../application/webhook-delivery-log.port';

const OUTCOMES = ['succeeded', 'retrying', 'failed'];
const TRIGGERS = ['automatic', 'retry', 'manual', 'test'];

/** Query of `GET /api/v2/developer/webhooks/deliveries`. */
export class ListWebhookDeliveriesRequestDto extends PageQueryDto {
  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUuid() endpointId?: string;
  @ApiPropertyOptional({ description: 'Die `webhook-id`.' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  eventId?: string;
  @ApiPropertyOptional({ example: 'calculation.created' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  eventType?: string;
  @ApiPropertyOptional({ enum: OUTCOMES }) @IsOptional() @IsIn(OUTCOMES) outcome?: string;
  @ApiPropertyOptional({ enum: TRIGGERS }) @IsOptional() @IsIn(TRIGGERS) trigger?: string;
}

export class WebhookDeliveryResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'Die `webhook-id`, bei jedem Versuch gleich.' }) eventId!: string;
  @ApiProperty() eventType!: string;
  @ApiProperty({ format: 'uuid' }) endpointId!: string;
  @ApiProperty({ minimum: 1 }) attempt!: number;
  @ApiProperty({ enum: TRIGGERS }) trigger!: string;
  @ApiProperty({ enum: OUTCOMES }) outcome!: string;
  @ApiProperty({ format: 'date-time' }) attemptedAt!: string;
  @ApiProperty() durationMs!: number;
  @ApiProperty({ type: 'integer', nullable: true }) httpStatus!: number | null;
  @ApiProperty({
    type: 'string',
    nullable: true,
    description:
      '`http_status`, `timeout`, `network_error`, `address_not_allowed` oder `scheme_not_allowed` (bewusst grob).',
  })
  errorClass!: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'Anfang der Antwort (höchstens 1 KB).' })
  responseExcerpt!: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) nextAttemptAt!: string | null;
}

export class WebhookDeliveryListResponseDto {
  @ApiProperty({ type: [WebhookDeliveryResponseDto] }) items!: WebhookDeliveryResponseDto[];
  @ApiProperty() total!: number;
  @ApiProperty() limit!: number;
  @ApiProperty() offset!: number;
}

export function toWebhookDeliveryResponse(e: DeliveryLogEntry): WebhookDeliveryResponseDto {
  return {
    ...e,
    attemptedAt: e.attemptedAt.toISOString(),
    nextAttemptAt: e.nextAttemptAt ? e.nextAttemptAt.toISOString() : null,
  };
}
