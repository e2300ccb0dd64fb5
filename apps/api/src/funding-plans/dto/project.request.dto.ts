import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsDefined,
  IsIn,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Length,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { EURO_AMOUNT_NOTE, IsEuroAmount } from '../../platform/validation/is-euro-amount';
import { FINITE, IsCalendarDay, IsLand } from './plan-validators';
import { NoPersonalData } from '../../platform/validation/no-personal-data';
import type { PlanProject, ProjectCosts } from '../application/plan-request.model';

const CATEGORIES = ['fundamental', 'industrial', 'experimental', 'feasibility'] as const;

/** Eligible costs by kind: cumulation is checked per kind (AGVO Art. 8 Abs. 3). */
@ApiSchema({ name: 'ProjectCosts' })
export class ProjectCostsDto implements ProjectCosts {
  @ApiPropertyOptional({
    minimum: 0,
    description: `Investitionen (Sachanlagen, immaterielle Wirtschaftsgüter). ${EURO_AMOUNT_NOTE}`,
  })
  @IsOptional()
  @IsEuroAmount()
  @Min(0)
  investment?: number;
  @ApiPropertyOptional({ minimum: 0, description: 'FuE-Personalkosten.' })
  @IsOptional()
  @IsEuroAmount()
  @Min(0)
  rdPersonnel?: number;
  @ApiPropertyOptional({ minimum: 0, description: 'Auftragsforschung.' })
  @IsOptional()
  @IsEuroAmount()
  @Min(0)
  contractResearch?: number;
  @ApiPropertyOptional({ minimum: 0, description: 'Externe Beratung.' })
  @IsOptional()
  @IsEuroAmount()
  @Min(0)
  consulting?: number;
  @ApiPropertyOptional({ minimum: 0, description: 'Schulung/Weiterbildung.' })
  @IsOptional()
  @IsEuroAmount()
  @Min(0)
  training?: number;
  @ApiPropertyOptional({ minimum: 0, description: 'Betriebskosten (z. B. Messen).' })
  @IsOptional()
  @IsEuroAmount()
  @Min(0)
  operating?: number;
}

@ApiSchema({ name: 'FundingPlanProject' })
export class FundingPlanProjectDto implements PlanProject {
  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @IsString()
  @Length(0, 200)
  @NoPersonalData()
  title?: string;
  @ApiProperty({
    format: 'date',
    description:
      'Geplanter Vorhabensbeginn (Baubeginn oder erste verbindliche Bestellung; Grunderwerb und Planung zählen nicht), AGVO Art. 2 Nr. 23.',
  })
  @IsCalendarDay()
  plannedStart!: string;
  @ApiPropertyOptional({
    format: 'date',
    description:
      'Tag der Antragstellung; Standard: heute. Muss vor dem Vorhabensbeginn liegen (AGVO Art. 6).',
  })
  @IsOptional()
  @IsCalendarDay()
  applicationDate?: string;
  @ApiPropertyOptional({
    minLength: 2,
    maxLength: 32,
    description: 'Land des Standorts; Standard: Land des Unternehmens.',
  })
  @IsOptional()
  @IsString()
  @Length(2, 32)
  @IsLand()
  federalState?: string;
  @ApiPropertyOptional({
    maxLength: 100,
    description: 'Landkreis oder kreisfreie Stadt des Standorts (Fördergebietskarte).',
  })
  @IsOptional()
  @IsString()
  @Length(1, 100)
  kreis?: string;
  @ApiPropertyOptional({
    minimum: 0,
    maximum: 50,
    description:
      'Fördersatz der Karte für Großunternehmen am Standort in Prozent (aus dem Gemeindeverzeichnis des Landes); ersetzt die eingebaute Tabelle.',
  })
  @IsOptional()
  @IsNumber(FINITE)
  @Min(0)
  @Max(50)
  regionalAidMapRatePercent?: number;
  @ApiProperty({ type: ProjectCostsDto })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => ProjectCostsDto)
  costs!: ProjectCostsDto;
  @ApiPropertyOptional({
    enum: CATEGORIES,
    description: 'Forschungskategorie (AGVO Art. 25 Abs. 2); Standard: industrielle Forschung.',
  })
  @IsOptional()
  @IsIn(CATEGORIES)
  researchCategory?: (typeof CATEGORIES)[number];
  @ApiPropertyOptional({
    description:
      'Wirksame Zusammenarbeit oder weite Verbreitung (AGVO Art. 25 Abs. 6 lit. b): + 15 Prozentpunkte.',
  })
  @IsOptional()
  @IsBoolean()
  effectiveCollaboration?: boolean;
  @ApiPropertyOptional({
    description:
      'Die Schulung richtet sich an Arbeitnehmer mit Behinderungen oder benachteiligte Arbeitnehmer (AGVO Art. 31 Abs. 4 lit. a): + 10 Prozentpunkte, höchstens 70 %. Gemischte Gruppen: Schulungskosten aufteilen und getrennt planen.',
  })
  @IsOptional()
  @IsBoolean()
  trainingForDisadvantagedWorkers?: boolean;
}
