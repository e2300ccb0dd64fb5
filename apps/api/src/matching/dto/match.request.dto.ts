import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PROGRAM_CATEGORIES, type ProgramCategory } from '@libs/shared';
import { Transform, Type } from 'class-transformer';
import { IsArray, IsDefined, IsInt, IsObject, Max, Min, ValidateIf, ValidateNested } from 'class-validator';
import { ApplicantProfileDto } from '../../calculations';
import { RequestValidationError } from '../../platform/errors/request-validation.error';
import { ShareAccepted } from '../../platform/validation/api-validation.pipe';

export const DEFAULT_MATCH_LIMIT = 10;
const CATEGORY_LIST = PROGRAM_CATEGORIES.map((c) => `'${c}'`).join(', ');

/**
 * class-validator reports an `each` failure on the whole array; the spec's issues name the element
 * (`["categories", 1]`), so unknown values are refused here, element by element, before validation runs.
 * Anything that is not an array passes through to `@IsArray()`.
 */
function refuseUnknownCategories({ value }: { value: unknown }): unknown {
  if (!Array.isArray(value)) return value;
  const known: readonly unknown[] = PROGRAM_CATEGORIES;
  const issues = value.flatMap((v, i) =>
    known.includes(v)
      ? []
      : [{ path: ['categories', i], message: `Muss einer der Werte ${CATEGORY_LIST} sein.` }],
  );
  if (issues.length > 0) throw new RequestValidationError(issues);
  return value;
}

/**
 * MatchRequest of spec 2.6. `null` is refused where a field may only be absent. Only read by its handlers,
 * so an accepted body is shared by the next equal one (`@ShareAccepted`).
 */
@ShareAccepted()
export class MatchRequestDto {
  @ApiProperty({ type: ApplicantProfileDto })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => ApplicantProfileDto)
  profile!: ApplicantProfileDto;

  @ApiPropertyOptional({
    enum: PROGRAM_CATEGORIES,
    isArray: true,
    description: 'Nur Programme dieser Förderarten. Fehlt das Feld oder ist es leer: alle Arten.',
    example: ['zuschuss', 'beratung'],
  })
  @ValidateIf((_, v) => v !== undefined)
  @Transform(refuseUnknownCategories)
  @IsArray()
  categories?: ProgramCategory[];

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 50, default: DEFAULT_MATCH_LIMIT })
  @ValidateIf((_, v) => v !== undefined)
  @IsInt()
  @Min(1)
  @Max(50)
  limit?: number;
}
