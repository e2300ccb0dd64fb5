import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
} from 'class-validator';
import { IsUuid } from '../../platform/validation/uuid';
import { IsRegisteredEventType } from '../../platform/events/is-registered-event-type';
import { ApiEventTypeProperty } from '../../platform/openapi/event-type-schema';
import { NoPersonalData } from '../../platform/validation/no-personal-data';

/** Bounds the request: duplicates are dropped, so a stored list is never longer than the catalogue. */
const MAX_EVENT_TYPES = 50;

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

  @ApiEventTypeProperty({
    isArray: true,
    minItems: 1,
    maxItems: MAX_EVENT_TYPES,
    example: ['calculation.created'],
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_EVENT_TYPES)
  @IsRegisteredEventType({ each: true })
  eventTypes!: string[];

  @ApiPropertyOptional({ maxLength: 500, example: 'CRM-Anbindung' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  @NoPersonalData()
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

  @ApiEventTypeProperty({ required: false, isArray: true, minItems: 1, maxItems: MAX_EVENT_TYPES })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_EVENT_TYPES)
  @IsRegisteredEventType({ each: true })
  eventTypes?: string[];

  @ApiPropertyOptional({ maxLength: 500 })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  @NoPersonalData()
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
