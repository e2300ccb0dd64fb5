import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { toIntegerOrRaw, toOptionalIntegerOrRaw } from './query-transforms';

export const DEFAULT_PAGE_SIZE = 20;

/** `limit`/`offset` of every paginated list (spec 4.2: 1-100, default 20; offset >= 0 or null, default 0). */
export class PageQueryDto {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: 100,
    default: DEFAULT_PAGE_SIZE,
    description: 'Seitengröße.',
  })
  @IsOptional()
  @Transform(toIntegerOrRaw)
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    default: 0,
    nullable: true,
    description: 'Anzahl übersprungener Einträge. Leer oder `null` bedeutet 0.',
  })
  @IsOptional()
  @Transform(toOptionalIntegerOrRaw)
  @IsInt()
  @Min(0)
  offset?: number | null;
}
