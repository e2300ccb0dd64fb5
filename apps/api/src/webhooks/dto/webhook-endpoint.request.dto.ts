import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
} from 'class-validator';
import { IsUuid } from '../../platform/validation/uuid';
import { WEBHOOK_EVENT_TYPE_NAMES, type WebhookEventType } from '../application/webhook-event-types';

/** Body of `POST /api/v2/developer/webhooks`. */
export class CreateWebhookEndpointRequestDto {
  @ApiProperty({
    example: 'https://hooks.example.com/foerdermittel',
    maxLength: 2048,
    description: 'Nur https (keine internen Adressen).',
  })
  @IsString()
  @MinLength(8)
  @MaxLength(2048)
  url!: string;

  @ApiProperty({
    enum: WEBHOOK_EVENT_TYPE_NAMES,
    isArray: true,
    minItems: 1,
    example: ['calculation.created'],
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(WEBHOOK_EVENT_TYPE_NAMES.length)
  @IsIn(WEBHOOK_EVENT_TYPE_NAMES, { each: true })
  eventTypes!: WebhookEventType[];

  @ApiPropertyOptional({ maxLength: 500, example: 'CRM-Anbindung' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  description?: string;
}

/** Body of `PATCH /api/v2/developer/webhooks/{id}`: only the given fields change. */
export class UpdateWebhookEndpointRequestDto {
  @ApiPropertyOptional({ maxLength: 2048 })
  @IsOptional()
  @IsString()
  @MinLength(8)
  @MaxLength(2048)
  url?: string;

  @ApiPropertyOptional({ enum: WEBHOOK_EVENT_TYPE_NAMES, isArray: true, minItems: 1 })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(WEBHOOK_EVENT_TYPE_NAMES.length)
  @IsIn(WEBHOOK_EVENT_TYPE_NAMES, { each: true })
  eventTypes?: WebhookEventType[];

  @ApiPropertyOptional({ maxLength: 500 })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  description?: string;

  @ApiPropertyOptional({
    description: '`true` aktiviert einen (auch vom System) deaktivierten Endpunkt wieder.',
  })
  @IsOptional()
  @IsBoolean()
  enabled?: boolean;
}

/** Body of `POST /api/v2/developer/webhooks/test`: `{}` sends to every active endpoint. */
export class TestWebhookRequestDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Nur an diesen Endpunkt.' })
  @IsOptional()
  @IsUuid()
  endpointId?: string;
}
