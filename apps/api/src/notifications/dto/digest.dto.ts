import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsTimeZone,
  Matches,
  Max,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { PROGRAM_CATEGORIES } from '@libs/shared';
import { IsRegisteredEventType } from '../../platform/events/is-registered-event-type';
import { UUID_PATTERN } from '../../platform/validation/uuid';
import { DIGEST_CHANNELS, type DigestChannel, type DigestSchedule } from '../domain/digest';

/** Chat destinations one schedule may name: a digest is one channel's news, not a broadcast. */
const MAX_CHAT_DESTINATIONS = 10;

const LAENDER = [
  'BW',
  'BY',
  'BE',
  'BB',
  'HB',
  'HH',
  'HE',
  'MV',
  'NI',
  'NW',
  'RP',
  'SL',
  'SN',
  'ST',
  'SH',
  'TH',
];

export class DigestFiltersDto {
  @ApiPropertyOptional({ type: [String], example: ['program.updated'] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsRegisteredEventType({ each: true })
  eventTypes?: string[];

  @ApiPropertyOptional({
    type: [String],
    enum: LAENDER,
    isArray: true,
    example: ['SN'],
    description:
      'Länder der Programme, um die es in den Ereignissen geht; bundesweite Programme zählen in jedem Land. ' +
      'Mit `laender` oder `categories` entfallen Ereignisse ohne (bekanntes) Programm.',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(16)
  @IsIn(LAENDER, { each: true })
  laender?: string[];

  // The catalogue's categories: a digest compares them with each event's program, so any other word
  // would silently exclude every event.
  @ApiPropertyOptional({
    type: [String],
    enum: PROGRAM_CATEGORIES,
    isArray: true,
    example: ['zuschuss'],
    description:
      'Kategorien der Programme, um die es in den Ereignissen geht (wie `category` der Programme).',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(PROGRAM_CATEGORIES.length)
  @IsIn(PROGRAM_CATEGORIES, { each: true })
  categories?: string[];
}

export class ScheduleDigestRequestDto {
  @ApiProperty({ enum: ['daily', 'weekly'] }) @IsIn(['daily', 'weekly']) cadence!: 'daily' | 'weekly';

  @ApiProperty({ example: '08:00', description: 'Ortszeit `HH:MM` in `timezone`.' })
  @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'muss eine Uhrzeit HH:MM sein' })
  at!: string;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: 7,
    default: 1,
    description: 'Wochentag (ISO, 1 = Montag) bei `weekly`.',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(7)
  weekday?: number;

  @ApiPropertyOptional({ default: 'Europe/Berlin', description: 'IANA-Zeitzone.' })
  @IsOptional()
  @IsTimeZone()
  timezone?: string;

  @ApiProperty({
    type: [String],
    enum: DIGEST_CHANNELS,
    isArray: true,
    description:
      '`webhook`: Ereignis `digest.ready`; `push`: an alle Web-Push-Abonnements des Mandanten; `chat`: an die in `chatDestinationIds` genannten Slack- und Teams-Verbindungen (Block Kit bzw. Adaptive Card).',
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayUnique()
  @IsIn(DIGEST_CHANNELS, { each: true })
  channels!: DigestChannel[];

  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    maxItems: MAX_CHAT_DESTINATIONS,
    description:
      'Pflicht beim Kanal `chat` (und nur dann): IDs von Chat-Verbindungen (`/api/v2/integrations/slack`, `/teams`) desselben Modus. Unbekannte IDs: 404 `DIGEST_CHAT_DESTINATION_NOT_FOUND`; deaktivierte: 409 `DIGEST_CHAT_DESTINATION_DISABLED`.',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_CHAT_DESTINATIONS)
  @ArrayUnique((id: string) => id.toLowerCase())
  @ValidateBy(
    {
      name: 'isUUID',
      validator: { validate: (v: unknown) => typeof v === 'string' && UUID_PATTERN.test(v) },
    },
    { each: true },
  )
  chatDestinationIds?: string[];

  @ApiPropertyOptional({ type: DigestFiltersDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => DigestFiltersDto)
  filters?: DigestFiltersDto;

  @ApiPropertyOptional({ default: false, description: 'Auch ohne neue Ereignisse senden.' })
  @IsOptional()
  @IsBoolean()
  sendEmpty?: boolean;
}

export class DigestScheduleResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['daily', 'weekly'] }) cadence!: string;
  @ApiProperty({ example: '08:00' }) at!: string;
  @ApiProperty() weekday!: number;
  @ApiProperty() timezone!: string;
  @ApiProperty({ type: [String], enum: DIGEST_CHANNELS, isArray: true }) channels!: string[];
  @ApiProperty({ type: [String], format: 'uuid', description: 'Chat-Verbindungen des Kanals `chat`.' })
  chatDestinationIds!: string[];
  @ApiProperty({ type: DigestFiltersDto }) filters!: DigestFiltersDto;
  @ApiProperty() sendEmpty!: boolean;
  @ApiProperty({ format: 'date-time', description: 'Nächster Versand (UTC).' }) nextDigestAt!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class DigestScheduleListResponseDto {
  @ApiProperty({ type: [DigestScheduleResponseDto] }) items!: DigestScheduleResponseDto[];
}

export const toDigestScheduleResponse = (
  s: DigestSchedule & { nextDueAt: Date },
): DigestScheduleResponseDto => ({
  id: s.id,
  cadence: s.cadence,
  at: s.at,
  weekday: s.weekday,
  timezone: s.timeZone,
  channels: s.channels,
  chatDestinationIds: s.chatDestinationIds,
  filters: s.filters,
  sendEmpty: s.sendEmpty,
  nextDigestAt: s.nextDueAt.toISOString(),
  createdAt: s.createdAt.toISOString(),
});
