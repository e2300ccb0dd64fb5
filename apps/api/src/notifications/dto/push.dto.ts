import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUrl,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IsRegisteredEventType } from '../../platform/events/is-registered-event-type';
import type { PushSubscriptionRecord } from '../application/push-subscriptions.port';

export class VapidKeyResponseDto {
  @ApiProperty({
    description: 'Öffentlicher VAPID-Schlüssel (base64url, 65 Byte P-256) für `applicationServerKey`.',
  })
  publicKey!: string;
}

export class PushKeysDto {
  @ApiProperty({ description: 'P-256-Schlüssel des Browsers (base64url, 65 Byte).' })
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{86,88}={0,2}$/, { message: 'muss ein base64url-kodierter P-256-Schlüssel sein' })
  p256dh!: string;

  @ApiProperty({ description: 'Authentisierungsgeheimnis des Browsers (base64url, 16 Byte).' })
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{22}={0,2}$/, { message: 'muss base64url-kodierte 16 Byte enthalten' })
  auth!: string;
}

/** The browser's `PushSubscription.toJSON()`, plus who it belongs to and what it wants to hear. */
export class SubscribePushRequestDto {
  @ApiProperty({ maxLength: 2048, example: 'https://fcm.googleapis.com/fcm/send/abc…' })
  @IsString()
  @MaxLength(2048)
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['https', 'http'] })
  endpoint!: string;

  @ApiPropertyOptional({
    type: 'number',
    nullable: true,
    description: 'Millisekunden seit 1970, wie vom Browser.',
  })
  @IsOptional()
  @IsNumber()
  @Min(0)
  expirationTime?: number | null;

  @ApiProperty({ type: PushKeysDto })
  @ValidateNested()
  @Type(() => PushKeysDto)
  keys!: PushKeysDto;

  @ApiPropertyOptional({
    maxLength: 200,
    description: 'Eigene Kennung des Nutzers, für `send` an einen Nutzer.',
  })
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  userRef?: string;

  @ApiPropertyOptional({
    type: [String],
    description: 'Präferenzen: diese Ereignistypen werden sofort als Push zugestellt.',
    example: ['program.deadline_approaching'],
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsRegisteredEventType({ each: true })
  eventTypes?: string[];
}

export class PushSubscriptionResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() endpoint!: string;
  @ApiProperty({ type: 'string', nullable: true }) userRef!: string | null;
  @ApiProperty({ type: [String] }) eventTypes!: string[];
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) expiresAt!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({
    type: 'integer',
    description:
      'Sandbox-Abonnement: Pushes, die statt an den Push-Dienst nur hier gezählt wurden (Live-Abonnements: 0).',
  })
  sandboxDeliveries!: number;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) lastSandboxDeliveryAt!: string | null;
}

export class PushSubscriptionListResponseDto {
  @ApiProperty({ type: [PushSubscriptionResponseDto] }) items!: PushSubscriptionResponseDto[];
}

export const toPushSubscriptionResponse = (s: PushSubscriptionRecord): PushSubscriptionResponseDto => ({
  id: s.id,
  endpoint: s.endpoint,
  userRef: s.userRef,
  eventTypes: s.eventTypes,
  expiresAt: s.expiresAt?.toISOString() ?? null,
  createdAt: s.createdAt.toISOString(),
  sandboxDeliveries: s.sandboxDeliveries,
  lastSandboxDeliveryAt: s.lastSandboxDeliveryAt?.toISOString() ?? null,
});

const URGENCIES = ['very-low', 'low', 'normal', 'high'] as const;

export class SendPushRequestDto {
  @ApiProperty({
    enum: ['subscription', 'user', 'all'],
    description: 'Ein Abonnement, ein Nutzer oder alle des Mandanten.',
  })
  @IsIn(['subscription', 'user', 'all'])
  to!: 'subscription' | 'user' | 'all';

  @ApiPropertyOptional({ format: 'uuid', description: 'Pflicht bei `to: subscription`.' })
  @ValidateIf((o: SendPushRequestDto) => o.to === 'subscription')
  @IsUUID()
  subscriptionId?: string;

  @ApiPropertyOptional({ maxLength: 200, description: 'Pflicht bei `to: user`.' })
  @ValidateIf((o: SendPushRequestDto) => o.to === 'user')
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  userRef?: string;

  @ApiProperty({ maxLength: 200, example: 'Frist in 7 Tagen' })
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  title!: string;
  @ApiPropertyOptional({ maxLength: 1000 }) @IsOptional() @IsString() @MaxLength(1000) body?: string;
  @ApiPropertyOptional({ maxLength: 1000 })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  @IsUrl({ require_protocol: true, protocols: ['https'] })
  url?: string;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: 2_419_200,
    default: 86_400,
    description: 'TTL in Sekunden (RFC 8030).',
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(2_419_200)
  ttlSeconds?: number;

  @ApiPropertyOptional({ enum: URGENCIES })
  @IsOptional()
  @IsIn(URGENCIES)
  urgency?: (typeof URGENCIES)[number];

  @ApiPropertyOptional({
    maxLength: 32,
    description: 'Ersetzt eine noch nicht zugestellte Nachricht gleichen Themas.',
  })
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{1,32}$/, { message: 'höchstens 32 Zeichen aus A-Z, a-z, 0-9, - und _' })
  topic?: string;
}

export class SendPushResponseDto {
  @ApiProperty({ description: 'Anzahl der eingereihten Zustellungen.' }) queued!: number;
}
