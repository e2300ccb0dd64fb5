import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Length,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { COST_KINDS, LEGAL_BASIS_CODE_LIST, type LegalBasisCode } from '@libs/funding-plans';
import { FundingPlanCompanyDto } from './company.request.dto';
import { FINITE } from './plan-validators';
import { FundingPlanProjectDto } from './project.request.dto';
import type { FundingPlanRequest, ProgramTermsInput } from '../application/plan-request.model';

/** What the caller knows about one program for this project: the terms a loan or guarantee is offered on. */
@ApiSchema({ name: 'FundingPlanProgramTerms' })
export class ProgramTermsDto implements ProgramTermsInput {
  @ApiProperty({ minLength: 1, maxLength: 100 }) @IsString() @Length(1, 100) programId!: string;
  @ApiPropertyOptional({
    type: [String],
    enum: COST_KINDS,
    description:
      'Kostenarten, die das Programm hier fördert (statt der aus der Rechtsgrundlage abgeleiteten).',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(6)
  @IsIn(COST_KINDS, { each: true })
  costKinds?: (typeof COST_KINDS)[number][];
  @ApiPropertyOptional({ minimum: 0, maximum: 30, description: 'Darlehen: Nominalzins in Prozent p. a.' })
  @IsOptional()
  @IsNumber(FINITE)
  @Min(0)
  @Max(30)
  interestRatePercent?: number;
  @ApiPropertyOptional({ minimum: 1, maximum: 40, description: 'Darlehen/Bürgschaft: Laufzeit in Jahren.' })
  @IsOptional()
  @IsNumber(FINITE)
  @Min(1)
  @Max(40)
  termYears?: number;
  @ApiPropertyOptional({ minimum: 0, maximum: 20, description: 'Darlehen: tilgungsfreie Jahre.' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(20)
  gracePeriodYears?: number;
  @ApiPropertyOptional({
    minimum: 0,
    maximum: 1000,
    description:
      'Darlehen: Marge über dem Basissatz nach Rating und Besicherung in Basispunkten (Mitteilung 2008/C 14/02; Standard 100).',
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(1000)
  marginBasisPoints?: number;
  @ApiPropertyOptional({
    minimum: 0,
    maximum: 20,
    description: 'Bürgschaft: Avalprovision des Programms in Prozent p. a.',
  })
  @IsOptional()
  @IsNumber(FINITE)
  @Min(0)
  @Max(20)
  guaranteePremiumPercent?: number;
  @ApiPropertyOptional({
    minimum: 0,
    maximum: 20,
    description: 'Bürgschaft: marktübliche Prämie (Safe-Harbour nach Rating) in Prozent p. a.',
  })
  @IsOptional()
  @IsNumber(FINITE)
  @Min(0)
  @Max(20)
  marketPremiumPercent?: number;
  @ApiPropertyOptional({
    type: [String],
    maxItems: 20,
    description: 'Programme, die die Richtlinie neben diesem ausschließt.',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  exclusiveWith?: string[];
  @ApiPropertyOptional({
    description: 'Die Richtlinie verbietet jede weitere öffentliche Förderung derselben Kosten.',
  })
  @IsOptional()
  @IsBoolean()
  excludesOtherAidOnSameCosts?: boolean;
  @ApiPropertyOptional({ description: 'Der Geber kann auf den De-minimis-Spielraum kürzen.' })
  @IsOptional()
  @IsBoolean()
  reducibleToDeminimisHeadroom?: boolean;
  @ApiPropertyOptional({
    enum: LEGAL_BASIS_CODE_LIST,
    description:
      'Rechtsgrundlage des Programms, wo der Katalog sie nicht (vollständig) kennt: AGVO-Artikel (gber-art-14 = Regionalbeihilfe nach der Fördergebietskarte, gber-art-17 KMU-Investitionen, gber-art-18 KMU-Beratung, gber-art-19, gber-art-22 Unternehmensneugründungen, gber-art-25 FuE, gber-art-28, gber-art-29, gber-art-31 Ausbildung), De-minimis-Verordnung (deminimis-general, -agriculture, -fishery, -sgei) oder none (marktübliche Finanzierung). Der Plan wendet dann deren Kostenarten, Höchstintensitäten, Voraussetzungen und Obergrenzen an.',
  })
  @IsOptional()
  @IsIn(LEGAL_BASIS_CODE_LIST)
  legalBasis?: LegalBasisCode;
}

@ApiSchema({ name: 'FundingPlanRequest' })
export class FundingPlanRequestDto implements FundingPlanRequest {
  @ApiProperty({ type: FundingPlanCompanyDto })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => FundingPlanCompanyDto)
  company!: FundingPlanCompanyDto;

  @ApiProperty({ type: FundingPlanProjectDto })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => FundingPlanProjectDto)
  project!: FundingPlanProjectDto;

  @ApiPropertyOptional({
    type: [String],
    maxItems: 50,
    description: 'Nur diese Programme prüfen; Standard: der ganze Katalog des Mandanten.',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @Length(1, 100, { each: true })
  programIds?: string[];

  @ApiPropertyOptional({ type: [ProgramTermsDto], maxItems: 50 })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => ProgramTermsDto)
  programTerms?: ProgramTermsDto[];

  @ApiPropertyOptional({
    minimum: -5,
    maximum: 20,
    description:
      'EU-Basissatz in Prozent für das Subventionsäquivalent; Standard: die gepflegte Tabelle (FUNDING_PLANS_EU_BASE_RATES).',
  })
  @IsOptional()
  @IsNumber(FINITE)
  @Min(-5)
  @Max(20)
  baseRatePercent?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    maximum: 5,
    default: 3,
    description: 'Anzahl nächstbester Alternativen.',
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(5)
  alternatives?: number;

  @ApiPropertyOptional({
    default: false,
    description:
      'Auch die allgemeinen Maßnahmen nach AGVO Art. 17 (KMU-Investitionen, Id `gber-art-17`), Art. 18 (Beratung, `gber-art-18`), Art. 22 (Unternehmensneugründungen, `gber-art-22`), Art. 31 (Ausbildung, `gber-art-31`) und nach der Agrar-De-minimis-Verordnung (`deminimis-agriculture`) einplanen. Sie sind keine Förderprogramme, bei denen man einen Antrag stellen kann, sondern die rechtliche Obergrenze für eine Maßnahme, die ein Landes- oder Bundesprogramm nach dieser Vorschrift anbieten darf; ihre Zeilen tragen den Code GENERIC_GBER_MEASURE, und sie gehen in die Summen ein. Daher nur auf Wunsch (Standard false): ohne Angabe bleibt der Plan bei Programmen, die es gibt. Sie werden wie Programme kombiniert, also nur gewählt, wo kein benanntes Programm dieselben Kosten besser fördert. Nicht erfüllte Voraussetzungen (Größe, Art. 22 Abs. 2, Primärproduktion, Geltung der AGVO bis 31.12.2026) stehen unter `excluded`.',
  })
  @IsOptional()
  @IsBoolean()
  includeGenericGberMeasures?: boolean;
}
