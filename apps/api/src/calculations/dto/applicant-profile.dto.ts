import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { COMPANY_SIZES, parseFederalState, type CompanySize } from '@libs/shared';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Length,
  Max,
  Min,
  ValidateBy,
} from 'class-validator';
import { EURO_AMOUNT_NOTE, IsEuroAmount } from '../../platform/validation/is-euro-amount';
import { MAX_COMPANY_AGE_YEARS, MAX_EMPLOYEES } from '../../platform/validation/input-bounds';

const FINITE = { allowNaN: false, allowInfinity: false };

/** A Land in any common spelling; the engine needs to know which one, so unknown values answer 400. */
export const IsFederalState = () =>
  ValidateBy({
    name: 'isFederalState',
    validator: { validate: (v: unknown) => typeof v === 'string' && parseFederalState(v) !== null },
  });

/** ApplicantProfile of spec 2.2, shared by calculations and matching. Types are strict: "5" is not 5. */
@ApiSchema({ name: 'ApplicantProfile' })
export class ApplicantProfileDto {
  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description: `Beschäftigte (Jahresarbeitseinheiten), höchstens ${MAX_EMPLOYEES.toLocaleString('de-DE')}.`,
    example: 45,
  })
  @IsInt()
  @Min(0)
  @Max(MAX_EMPLOYEES)
  employeeCount!: number;

  @ApiProperty({ minimum: 0, description: `Jahresumsatz in EUR. ${EURO_AMOUNT_NOTE}`, example: 12_000_000 })
  @IsEuroAmount()
  @Min(0)
  revenueEur!: number;

  @ApiPropertyOptional({
    minimum: 0,
    description:
      'Jahresbilanzsumme in EUR. Fehlt sie, wird die KMU-Klasse nur nach dem Umsatz bestimmt (mit Hinweis). ' +
      EURO_AMOUNT_NOTE,
  })
  @IsOptional()
  @IsEuroAmount()
  @Min(0)
  balanceSheetEur?: number;

  @ApiProperty({
    minLength: 2,
    maxLength: 32,
    description:
      "Bundesland des Antragstellers: Kürzel ('SN'), ISO ('DE-SN') oder Name ('Sachsen'). Andere Werte: 400.",
    example: 'SN',
  })
  @IsString()
  @Length(2, 32)
  @IsFederalState()
  federalState!: string;

  @ApiProperty({
    minLength: 1,
    maxLength: 16,
    description: "WZ 2008 / NACE Rev. 2 Code der Haupttätigkeit, z. B. '62.01', 'C25' oder '01.11'.",
    example: '62.01',
  })
  @IsString()
  @Length(1, 16)
  industryCode!: string;

  @ApiPropertyOptional({
    enum: COMPANY_SIZES,
    description:
      'Selbstangabe (Empfehlung 2003/361/EG). Widerspricht sie den Zahlen, entscheiden die Zahlen.',
  })
  @IsOptional()
  @IsIn(COMPANY_SIZES)
  companySize?: CompanySize;

  @ApiPropertyOptional({ description: 'Selbstangabe KMU ja/nein; die Zahlen entscheiden.' })
  @IsOptional()
  @IsBoolean()
  isKmu?: boolean;

  @ApiPropertyOptional({
    minimum: 0,
    description: `Unternehmensalter in Jahren, höchstens ${MAX_COMPANY_AGE_YEARS}.`,
  })
  @IsOptional()
  @IsNumber(FINITE)
  @Min(0)
  @Max(MAX_COMPANY_AGE_YEARS)
  companyAgeYears?: number;

  @ApiPropertyOptional({
    minimum: 0,
    default: 0,
    description: `In den letzten drei Jahren erhaltene De-minimis-Beihilfen in EUR. ${EURO_AMOUNT_NOTE}`,
  })
  @IsOptional()
  @IsEuroAmount()
  @Min(0)
  deminimisUsedEur?: number;
}
