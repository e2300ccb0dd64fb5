import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { PageQueryDto } from '../../platform/validation/page-query.dto';
import { toOptionalIntegerOrRaw } from '../../platform/validation/query-transforms';
import { VIDEO_JOB_STATES, type VideoJobState } from '../domain/video-job';
import {
  VIDEO_ASPECTS,
  VIDEO_TEMPLATE_IDS,
  type VideoAspect,
  type VideoTemplateId,
} from '../domain/video-templates';
import { NoPersonalData } from '../../platform/validation/no-personal-data';

/** The template's inputs; which are required depends on the template (GET /api/v2/video/templates). */
export class VideoInputsDto {
  @ApiPropertyOptional({ maxLength: 200, example: 'bafa-foerderung-unternehmensberatungen-kmu' })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  programId?: string;

  @ApiPropertyOptional({ maxLength: 36, format: 'uuid' })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(36)
  calculationId?: string;

  @ApiPropertyOptional({ maxLength: 80, description: 'Eigener Titel der ersten Folie.' })
  @IsOptional()
  @IsString()
  @MaxLength(80)
  @NoPersonalData()
  title?: string;
}

export class VideoOptionsDto {
  @ApiPropertyOptional({ default: true, description: 'Sprecherstimme (espeak-ng, Deutsch).' })
  @IsOptional()
  @IsBoolean()
  narration?: boolean;

  @ApiPropertyOptional({
    default: true,
    description: 'Untertitel ins Bild einbrennen (WebVTT gibt es immer).',
  })
  @IsOptional()
  @IsBoolean()
  captions?: boolean;

  @ApiPropertyOptional({ enum: VIDEO_ASPECTS, default: '16:9' })
  @IsOptional()
  @IsIn(VIDEO_ASPECTS)
  aspect?: VideoAspect;
}

/** Body of `POST /api/v2/video`. */
export class CreateVideoJobRequestDto {
  @ApiProperty({ enum: VIDEO_TEMPLATE_IDS, example: 'program-explainer' })
  @IsIn(VIDEO_TEMPLATE_IDS)
  template!: VideoTemplateId;

  @ApiProperty({ type: VideoInputsDto })
  // Without @IsObject a missing or array `inputs` passed @ValidateNested and failed later as a 500.
  @IsObject()
  @ValidateNested()
  @Type(() => VideoInputsDto)
  inputs!: VideoInputsDto;

  @ApiPropertyOptional({ type: VideoOptionsDto, description: 'Leer oder `null`: die Vorgaben.' })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => VideoOptionsDto)
  options?: VideoOptionsDto;
}

/** Bounds the offset to what PostgreSQL's bigint takes with room; no tenant has more jobs. */
const MAX_OFFSET = 1_000_000_000;

/** Query of `GET /api/v2/video`. */
export class ListVideoJobsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    maximum: MAX_OFFSET,
    default: 0,
    nullable: true,
    description: 'Anzahl übersprungener Einträge. Leer oder `null` bedeutet 0.',
  })
  @IsOptional()
  @Transform(toOptionalIntegerOrRaw)
  @IsInt()
  @Min(0)
  @Max(MAX_OFFSET)
  declare offset?: number | null;

  @ApiPropertyOptional({ enum: VIDEO_JOB_STATES, description: 'Nur Aufträge in diesem Zustand.' })
  @IsOptional()
  @IsIn(VIDEO_JOB_STATES)
  state?: VideoJobState;
}
