import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsIn, IsNumber, IsString, IsUUID } from 'class-validator';
import { defineEventTypes } from '../platform/events/event-types';
import { VIDEO_TEMPLATE_IDS } from './domain/video-templates';

/** `data` of `video.succeeded`: fetch GET /api/v2/video/jobs/{jobId} for fresh download links. */
@ApiSchema({ name: 'VideoSucceededPayload' })
export class VideoSucceededPayload {
  @ApiProperty({ format: 'uuid' }) @IsUUID() jobId!: string;
  @ApiProperty({ enum: VIDEO_TEMPLATE_IDS }) @IsIn(VIDEO_TEMPLATE_IDS) templateId!: string;
  @ApiProperty({ description: 'Länge in Sekunden.' }) @IsNumber() durationSec!: number;
}

/** `data` of `video.failed`. */
@ApiSchema({ name: 'VideoFailedPayload' })
export class VideoFailedPayload {
  @ApiProperty({ format: 'uuid' }) @IsUUID() jobId!: string;
  @ApiProperty({ enum: VIDEO_TEMPLATE_IDS }) @IsIn(VIDEO_TEMPLATE_IDS) templateId!: string;
  @ApiProperty({ description: 'Grund auf Deutsch.' }) @IsString() reason!: string;
}

export const VIDEO_EVENT_TYPES = defineEventTypes('video', {
  'video.succeeded': {
    description: 'Ein Video wurde fertig gerendert; die Download-Links stehen im Auftrag.',
    payload: VideoSucceededPayload,
  },
  'video.failed': {
    description: 'Ein Video konnte nicht gerendert werden (Grund auf Deutsch).',
    payload: VideoFailedPayload,
  },
});
