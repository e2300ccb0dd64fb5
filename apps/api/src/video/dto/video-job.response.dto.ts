import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { VIDEO_JOB_STATES, type VideoJob, type VideoJobState } from '../domain/video-job';
import { VIDEO_ASPECTS, VIDEO_TEMPLATE_IDS } from '../domain/video-templates';

@ApiSchema({ name: 'VideoFiles' })
export class VideoFilesDto {
  @ApiProperty({ description: 'MP4 (H.264 + AAC), signierter Link.' }) video!: string;
  @ApiProperty({ description: 'Standbild (JPEG), signierter Link.' }) poster!: string;
  @ApiProperty({ description: 'Untertitel (WebVTT), signierter Link.' }) captions!: string;
  @ApiProperty({
    format: 'date-time',
    description: 'Bis dahin gelten die Links; danach den Auftrag neu abrufen.',
  })
  linksExpireAt!: string;
}

@ApiSchema({ name: 'VideoJobOptions' })
export class VideoJobOptionsDto {
  @ApiProperty() narration!: boolean;
  @ApiProperty() captions!: boolean;
  @ApiProperty({ enum: VIDEO_ASPECTS }) aspect!: string;
}

@ApiSchema({ name: 'VideoJob' })
export class VideoJobResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: VIDEO_TEMPLATE_IDS }) template!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'Die Eingaben der Vorlage.',
  })
  inputs!: Record<string, string>;
  @ApiProperty({ type: VideoJobOptionsDto }) options!: VideoJobOptionsDto;
  @ApiProperty({ enum: VIDEO_JOB_STATES }) state!: VideoJobState;
  @ApiProperty({ minimum: 0, maximum: 1, description: 'Fortschritt 0..1 (beim Rendern aus ffmpeg).' })
  progress!: number;
  @ApiProperty({ type: 'string', nullable: true, description: 'Grund auf Deutsch, wenn `failed`.' })
  error!: string | null;
  @ApiProperty({ type: 'number', nullable: true }) durationSec!: number | null;
  @ApiPropertyOptional({
    type: VideoFilesDto,
    description: 'Nur wenn `succeeded` und die Dateien noch aufbewahrt werden; sonst fehlt das Feld.',
  })
  files?: VideoFilesDto;
  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'Dann werden die Dateien gelöscht.',
  })
  filesExpireAt!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) finishedAt!: string | null;
}

@ApiSchema({ name: 'VideoJobList' })
export class VideoJobListResponseDto {
  @ApiProperty({ type: [VideoJobResponseDto] }) items!: VideoJobResponseDto[];
  @ApiProperty() total!: number;
  @ApiProperty() limit!: number;
  @ApiProperty() offset!: number;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toVideoJobResponse(job: VideoJob, files: VideoFilesDto | null): VideoJobResponseDto {
  return {
    id: job.id,
    template: job.templateId,
    inputs: Object.fromEntries(Object.entries(job.inputs).filter(([, v]) => typeof v === 'string')) as Record<
      string,
      string
    >,
    options: job.options,
    state: job.state,
    progress: job.progress,
    error: job.failureReason,
    durationSec: job.durationSec,
    ...(files ? { files } : {}),
    filesExpireAt: iso(job.filesDeletedAt ? null : job.filesExpireAt),
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
    finishedAt: iso(job.finishedAt),
  };
}
