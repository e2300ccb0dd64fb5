import { ApiPropertyOptional } from '@nestjs/swagger';
import { PROGRAM_CATEGORIES, PROGRAM_LEVELS, type ProgramCategory, type ProgramLevel } from '@libs/shared';
import { parseRegionScope } from '@libs/catalogue';
import { IsIn, IsOptional, IsString, Length, ValidateBy } from 'class-validator';
import { PageQueryDto } from '../../platform/validation/page-query.dto';

const IsRegion = () =>
  ValidateBy({
    name: 'isRegion',
    validator: { validate: (v: unknown) => typeof v === 'string' && parseRegionScope(v) !== null },
  });

/** Query of `GET /api/v1/programs` (spec 4.2). Unknown and repeated parameters are refused with 400. */
export class ListProgramsRequestDto extends PageQueryDto {
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
      'Ein Bundesland (Kürzel `SN`, ISO `DE-SN` oder Name `Sachsen`, Groß-/Kleinschreibung egal) liefert die Programme, ' +
      'die Antragstellern in diesem Land offenstehen: bundesweite und EU-Programme sowie die des Landes, nie die eines ' +
      'anderen Landes. `bundesweit` liefert nur die bundesweit offenen (Bundes- und EU-)Programme. Andere Werte: 400.',
    example: 'SN',
  })
  @IsOptional()
  @IsString()
  @Length(2, 32)
  @IsRegion()
  region?: string;
}
