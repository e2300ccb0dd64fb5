import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { FLAG_TYPES, type FlagType } from '@libs/feature-flags';
import { KEY_PATTERN, KEY_RULE, ScheduleDto, StrategyDto, VariantDto } from './flag-definition.dto';
import { NoPersonalData } from '../../platform/validation/no-personal-data';

const REASON = { maxLength: 500, description: 'Warum geändert wird (steht in der Historie).' };

/** The editable part, shared by create and update. */
class FlagFieldsDto {
  @ApiPropertyOptional({ maxLength: 500 })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  @NoPersonalData()
  description?: string;

  @ApiPropertyOptional({
    type: [VariantDto],
    maxItems: 20,
    description: 'Bei boolean ohne Angabe `on` (true) und `off` (false).',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => VariantDto)
  variants?: VariantDto[];

  @ApiPropertyOptional({
    description: 'Ausgeliefert, wenn das Flag aus ist oder keine Strategie greift (boolean: Standard `off`).',
  })
  @IsOptional()
  @IsString()
  @Matches(KEY_PATTERN, { message: KEY_RULE })
  defaultVariant?: string;

  @ApiPropertyOptional({ description: 'Der Schalter; der Zeitplan begrenzt, wann er gilt.' })
  @IsOptional()
  @IsBoolean()
  enabled?: boolean;

  @ApiPropertyOptional({ type: [StrategyDto], maxItems: 20, description: 'Die erste passende gewinnt.' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => StrategyDto)
  strategies?: StrategyDto[];

  @ApiPropertyOptional({ type: ScheduleDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => ScheduleDto)
  schedule?: ScheduleDto;

  @ApiPropertyOptional(REASON)
  @IsOptional()
  @IsString()
  @MaxLength(500)
  @NoPersonalData()
  reason?: string;
}

/** Body of `POST /api/v2/admin/feature-flags`. */
export class CreateFeatureFlagRequestDto extends FlagFieldsDto {
  @ApiProperty({ example: 'video-generation', description: KEY_RULE })
  @IsString()
  @Matches(KEY_PATTERN, { message: KEY_RULE })
  key!: string;

  @ApiProperty({ enum: FLAG_TYPES })
  @IsIn(FLAG_TYPES)
  type!: FlagType;
}

/** Body of `PATCH /api/v2/admin/feature-flags/{key}`: the given fields replace the stored ones. */
export class UpdateFeatureFlagRequestDto extends FlagFieldsDto {
  @ApiPropertyOptional({ description: '`true` archiviert, `false` stellt ein archiviertes Flag wieder her.' })
  @IsOptional()
  @IsBoolean()
  archived?: boolean;
}

/** Body of `POST /api/v2/admin/feature-flags/{key}/rollback`. */
export class RollbackFeatureFlagRequestDto {
  @ApiProperty({ minimum: 1, description: 'Die Version, deren Definition zurückkommt.' })
  @IsInt()
  @Min(1)
  version!: number;

  @ApiPropertyOptional(REASON)
  @IsOptional()
  @IsString()
  @MaxLength(500)
  @NoPersonalData()
  reason?: string;
}
