import { IsInt, IsOptional, IsString, Length, Max, Min, ValidateBy } from 'class-validator';
import { parseRegionScope } from '@libs/catalogue';

/** Arguments of the MCP tool `upcoming_deadlines`. */
export class UpcomingDeadlinesToolDto {
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(365)
  days?: number;

  @IsOptional()
  @IsString()
  @Length(2, 32)
  @ValidateBy({
    name: 'isRegion',
    validator: { validate: (v: unknown) => typeof v === 'string' && parseRegionScope(v) !== null },
  })
  region?: string;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;
}
