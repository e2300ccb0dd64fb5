import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsInt, IsString, IsUUID, MaxLength, Min } from 'class-validator';
import { defineEventTypes } from '../platform/events/event-types';

/** `data` of `digest.ready`: the summary itself is short; the events are in the feed. */
@ApiSchema({ name: 'DigestReadyPayload' })
export class DigestReadyPayload {
  @ApiProperty({ format: 'uuid' }) @IsUUID() scheduleId!: string;
  @ApiProperty({
    example: '2026-W48',
    description: 'Zeitraum: ISO-Woche (wöchentlich) oder Datum (täglich).',
  })
  @IsString()
  period!: string;
  @ApiProperty({ minimum: 0 }) @IsInt() @Min(0) eventCount!: number;
  @ApiProperty({ description: 'Erste und letzte Ereignis-ID des Digests (Feed).' })
  @IsInt()
  @Min(0)
  fromEventId!: number;
  @ApiProperty() @IsInt() @Min(0) throughEventId!: number;
  @ApiProperty({ description: 'Deutsche Zusammenfassung.' }) @IsString() @MaxLength(4000) summary!: string;
}

export const NOTIFICATION_EVENT_TYPES = defineEventTypes('notifications', {
  'digest.ready': {
    description: 'Ein Digest (täglich oder wöchentlich) ist fertig.',
    payload: DigestReadyPayload,
  },
});

/** Not part of the feed: a webhook test says nothing about the tenant's business. */
export const NOT_IN_FEED: readonly string[] = ['webhook.test', 'digest.ready'];
