import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsInt, Matches, Max, Min, ValidateIf } from 'class-validator';
import { toIntegerOrRaw } from '../../platform/validation/query-transforms';

const EITHER = (o: GobdQueryDto) => o.headSeq !== undefined || o.headHash !== undefined;

/**
 * Query of `GET /api/v2/compliance/gobd`: a head of the audit chain the caller kept from an earlier answer or
 * a Z3 export. A chain cut at its end is valid in itself; only such an anchor kept outside shows the cut.
 */
export class GobdQueryDto {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    description: 'Folgenummer eines früher erhaltenen Kopfs (nur zusammen mit `headHash`).',
  })
  @ValidateIf(EITHER)
  @IsDefined()
  @Transform(toIntegerOrRaw)
  @IsInt()
  @Min(0)
  @Max(Number.MAX_SAFE_INTEGER)
  headSeq?: number;

  @ApiPropertyOptional({
    pattern: '^[0-9a-f]{64}$',
    description: 'Hash dieses Kopfs (nur zusammen mit `headSeq`).',
  })
  @ValidateIf(EITHER)
  @IsDefined()
  @Matches(/^[0-9a-f]{64}$/)
  headHash?: string;
}
