import { ApiPropertyOptional } from '@nestjs/swagger';
import { PROGRAM_CATEGORIES, PROGRAM_LEVELS, type ProgramCategory, type ProgramLevel } from '@libs/shared';
import { parseRegionScope } from '@libs/catalogue';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Length, Max, Min, ValidateBy } from 'class-validator';
import { toIntegerOrRaw, toOptionalIntegerOrRaw } from '../../platform/validation/query-transforms';

const IsRegion = () =>
  ValidateBy({ name: 'isRegion', validator: { validate: (v: unknown) => typeof v === 'string' && parseRegionScope(v) !== null } });

/** Query of `GET /api/v1/programs` (spec 4.2). Unknown and repeated parameters are refused with 400. */
export class ListProgramsRequestDto {
  @ApiPropertyOptional({ enum: PROGRAM_CATEGORIES, description: 'Art des Förderinstruments.' })
  @IsOptional()
  @IsIn(PROGRAM_CATEGORIES)
  category?: ProgramCategory;

  @ApiPropertyOptional({ enum: PROGRAM_LEVELS, description: 'Geografische Ebene des Programms.' })
  @IsOptional()
  @IsIn(PROGRAM_LEVELS)
  level?: ProgramLevel;

  @ApiPropertyOptional({
    type: 'string',
    minLength: 2,
    maxLength: 32,
    description:
      "Ein Bundesland (Kürzel `SN`, ISO `DE-SN` oder Name `Sachsen`, Groß-/Kleinschreibung egal) liefert die Programme, " +
      'die Antragstellern in diesem Land offenstehen: bundesweite und EU-Programme sowie die des Landes, nie die eines ' +
      "anderen Landes. `bundesweit` liefert nur die bundesweit offenen (Bundes- und EU-)Programme. Andere Werte: 400.",
    example: 'SN',
  })
  @IsOptional()
  @IsString()
  @Length(2, 32)
  @IsRegion()
  region?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100, default: 20, description: 'Seitengröße.' })
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
    description: 'Anzahl übersprungener Programme. Leer oder `null` bedeutet 0.',
  })
  @IsOptional()
  @Transform(toOptionalIntegerOrRaw)
  @IsInt()
  @Min(0)
  offset?: number | null;
}
