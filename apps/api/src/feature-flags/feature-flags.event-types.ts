import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsIn, IsInt, IsString, Min } from 'class-validator';
import { defineEventTypes } from '../platform/events/event-types';
import { FLAG_ACTIONS, type FlagAction } from './application/flag-store.port';

/** `data` of `feature_flag.updated`: which flag, which version, what happened (details via the history). */
@ApiSchema({ name: 'FeatureFlagUpdatedPayload' })
export class FeatureFlagUpdatedPayload {
  @ApiProperty({ example: 'video-generation' }) @IsString() key!: string;
  @ApiProperty({ minimum: 1 }) @IsInt() @Min(1) version!: number;
  @ApiProperty({ enum: FLAG_ACTIONS }) @IsIn(FLAG_ACTIONS) action!: FlagAction;
}

export const FEATURE_FLAG_EVENT_TYPES = defineEventTypes('feature-flags', {
  'feature_flag.updated': {
    description:
      'Ein Feature-Flag wurde angelegt, geändert, archiviert, wiederhergestellt, zurückgesetzt oder gelöscht (an den Mandanten des Betreibers).',
    payload: FeatureFlagUpdatedPayload,
  },
});
