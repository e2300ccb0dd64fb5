import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Length,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { EURO_AMOUNT_NOTE, IsEuroAmount } from '../../platform/validation/is-euro-amount';
import { MAX_COMPANY_AGE_YEARS, MAX_EMPLOYEES } from '../../platform/validation/input-bounds';
import { FINITE, IsCalendarDay, IsLand } from './plan-validators';
import type { DeminimisGrantInput, PlanCompany, RelatedEnterprise } from '../application/plan-request.model';

const REGULATIONS = ['general', 'agriculture', 'fishery', 'sgei'] as const;

@ApiSchema({ name: 'RelatedEnterprise' })
export class RelatedEnterpriseDto implements RelatedEnterprise {
  @ApiProperty({ minLength: 1, maxLength: 200 }) @IsString() @Length(1, 200) name!: string;
  @ApiProperty({
    minimum: 0,
    maximum: 100,
    description:
      'Größerer von Kapital- und Stimmrechtsanteil in Prozent (in beide Richtungen: wer am Antragsteller beteiligt ist oder an wem er beteiligt ist). > 50 % verbunden (voll addiert), 25-50 % Partner (anteilig), < 25 % eigenständig (Empfehlung 2003/361/EG Anhang Art. 3, 6).',
  })
  @IsNumber(FINITE)
  @Min(0)
  @Max(100)
  sharePercent!: number;
  @ApiProperty({ type: 'integer', minimum: 0 }) @IsInt() @Min(0) @Max(MAX_EMPLOYEES) employeeCount!: number;
  @ApiProperty({ minimum: 0, description: EURO_AMOUNT_NOTE }) @IsEuroAmount() @Min(0) revenueEur!: number;
  @ApiPropertyOptional({ minimum: 0 }) @IsOptional() @IsEuroAmount() @Min(0) balanceSheetEur?: number;
  @ApiPropertyOptional({
    description:
      'Beteiligung 25-50 % durch öffentliche Beteiligungsgesellschaft, Risikokapitalgesellschaft, Business Angel, Hochschule, institutionellen Anleger oder kleine autonome Gebietskörperschaft (Anhang Art. 3 Abs. 2): bleibt eigenständig.',
  })
  @IsOptional()
  @IsBoolean()
  qualifiedInvestor?: boolean;
}

@ApiSchema({ name: 'DeminimisGrant' })
export class DeminimisGrantDto implements DeminimisGrantInput {
  @ApiProperty({
    minimum: 0,
    description: `Bruttosubventionsäquivalent laut Bescheid, EUR. ${EURO_AMOUNT_NOTE}`,
  })
  @IsEuroAmount()
  @Min(0)
  amountEur!: number;
  @ApiProperty({
    format: 'date',
    description: 'Bewilligungsdatum (nicht Auszahlung), VO (EU) 2023/2831 Art. 3 Abs. 3.',
  })
  @IsCalendarDay()
  grantDate!: string;
  @ApiProperty({
    enum: REGULATIONS,
    description: 'allgemein, Agrar, Fischerei, DAWI: je eigener Höchstbetrag.',
  })
  @IsIn(REGULATIONS)
  regulation!: (typeof REGULATIONS)[number];
  @ApiPropertyOptional({ maxLength: 200 }) @IsOptional() @IsString() @Length(0, 200) label?: string;
}

/** The ApplicantProfile fields of spec 2.2 plus what a plan needs: relations and the dated de-minimis history. */
@ApiSchema({ name: 'FundingPlanCompany' })
export class FundingPlanCompanyDto implements PlanCompany {
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Beschäftigte (JAE) des Antragstellers allein.' })
  @IsInt()
  @Min(0)
  @Max(MAX_EMPLOYEES)
  employeeCount!: number;
  @ApiProperty({ minimum: 0, description: EURO_AMOUNT_NOTE }) @IsEuroAmount() @Min(0) revenueEur!: number;
  @ApiPropertyOptional({ minimum: 0 }) @IsOptional() @IsEuroAmount() @Min(0) balanceSheetEur?: number;
  @ApiProperty({ minLength: 2, maxLength: 32, example: 'SN' })
  @IsString()
  @Length(2, 32)
  @IsLand()
  federalState!: string;
  @ApiProperty({ minLength: 1, maxLength: 16, example: '62.01' })
  @IsString()
  @Length(1, 16)
  industryCode!: string;
  @ApiPropertyOptional({ minimum: 0 })
  @IsOptional()
  @IsNumber(FINITE)
  @Min(0)
  @Max(MAX_COMPANY_AGE_YEARS)
  companyAgeYears?: number;
  @ApiPropertyOptional({
    minimum: 0,
    description:
      'Nur wenn `deminimisGrants` fehlt: Summe der De-minimis-Beihilfen der letzten drei Jahre (allgemeine VO), vorsichtig als am Antragstag bewilligt gezählt.',
  })
  @IsOptional()
  @IsEuroAmount()
  @Min(0)
  deminimisUsedEur?: number;
  @ApiPropertyOptional({ type: [RelatedEnterpriseDto], maxItems: 50 })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => RelatedEnterpriseDto)
  relations?: RelatedEnterpriseDto[];
  @ApiPropertyOptional({
    type: [DeminimisGrantDto],
    maxItems: 100,
    description:
      'De-minimis-Beihilfen des „einzigen Unternehmens“ (Antragsteller und verbundene Unternehmen > 50 %, VO (EU) 2023/2831 Art. 2 Abs. 2) mit Bewilligungsdatum und Verordnung; gezählt werden je Verordnung die drei Jahre bis zum Antragstag.',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => DeminimisGrantDto)
  deminimisGrants?: DeminimisGrantDto[];
  @ApiPropertyOptional({
    format: 'date',
    description:
      'Eintragung ins Handelsregister (ohne Eintragungspflicht: Aufnahme der Tätigkeit bzw. Steuerpflicht), AGVO Art. 22 Abs. 2: Gründungsbeihilfe höchstens fünf Jahre danach. Wirkt auf die allgemeine Maßnahme `gber-art-22` (includeGenericGberMeasures).',
  })
  @IsOptional()
  @IsCalendarDay()
  registeredOn?: string;
  @ApiPropertyOptional({
    description:
      'Börsennotiert (AGVO Art. 22 Abs. 2: Gründungsbeihilfe nur für nicht börsennotierte Unternehmen).',
  })
  @IsOptional()
  @IsBoolean()
  listed?: boolean;
  @ApiPropertyOptional({
    description:
      'Hat bereits Gewinne ausgeschüttet (AGVO Art. 22 Abs. 2 lit. b schließt die Gründungsbeihilfe aus).',
  })
  @IsOptional()
  @IsBoolean()
  profitsDistributed?: boolean;
  @ApiPropertyOptional({
    description:
      'Aus einem Zusammenschluss hervorgegangen oder Tätigkeit/Unternehmen übernommen (AGVO Art. 22 Abs. 2 lit. a, c; die 10-%-Ausnahmen beurteilt der Berater und gibt dann false an).',
  })
  @IsOptional()
  @IsBoolean()
  formedByMerger?: boolean;
  @ApiPropertyOptional({
    description:
      'Landwirtschaftliche Primärproduktion (Anhang I AEUV): Agrar-De-minimis (VO (EU) 1408/2013, 50.000 EUR in drei Jahren, eigenes Konto); AGVO Art. 17 und 22 (Art. 1 Abs. 3) und die allgemeine De-minimis-Verordnung (VO (EU) 2023/2831 Art. 1 Abs. 1) gelten nicht, auch nicht für benannte Programme. Standard: false; nicht aus dem Wirtschaftszweig abgeleitet, da NACE A01 auch Dienstleistungen (01.6) umfasst.',
  })
  @IsOptional()
  @IsBoolean()
  primaryAgriculturalProduction?: boolean;
}
