import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsIn, IsString, IsUUID, MaxLength } from 'class-validator';
import { defineEventTypes } from '../platform/events/event-types';
import { CHAT_VENDORS } from './domain/chat-message';

/** `data` of `teamchat.destination_disabled`. */
@ApiSchema({ name: 'ChatDestinationDisabledPayload' })
export class ChatDestinationDisabledPayload {
  @ApiProperty({ format: 'uuid' }) @IsUUID() destinationId!: string;
  @ApiProperty({ enum: CHAT_VENDORS }) @IsIn(CHAT_VENDORS) vendor!: string;
  @ApiProperty({ description: 'Die Antwort des Anbieters, z. B. `slack 410 channel_is_archived`.' })
  @IsString()
  @MaxLength(300)
  reason!: string;
}

export const INTEGRATION_EVENT_TYPES = defineEventTypes('integrations', {
  'teamchat.destination_disabled': {
    description: 'Eine Chat-Verbindung (Slack, Teams) wurde nach einer Antwort des Anbieters deaktiviert.',
    payload: ChatDestinationDisabledPayload,
  },
});
