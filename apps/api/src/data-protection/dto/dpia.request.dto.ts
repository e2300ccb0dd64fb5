import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { RISK_LEVELS } from '../domain/dpia';
import { DPIA_STATUSES, DSK_LIST, WP248_CRITERIA } from '../domain/dpia-screening';
import { NoPersonalData } from '../../platform/validation/no-personal-data';

const CRITERIA = Object.keys(WP248_CRITERIA);
const DSK = Object.keys(DSK_LIST);
const TEXT = 4000;
const ITEMS = 50;

const StringList = (description: string) => (target: object, key: string) => {
  ApiPropertyOptional({ type: [String], maxItems: ITEMS, description })(target, key);
  IsOptional()(target, key);
  IsArray()(target, key);
  ArrayMaxSize(ITEMS)(target, key);
  IsString({ each: true })(target, key);
  MaxLength(500, { each: true })(target, key);
  NoPersonalData({ each: true })(target, key);
};

export class DpiaRiskDto {
  @ApiProperty({ maxLength: 500, example: 'Unbefugter Zugriff auf Antragsdaten' })
  @IsString()
  @MinLength(1)
  @MaxLength(500)
  @NoPersonalData()
  threat!: string;
  @ApiProperty({ enum: RISK_LEVELS }) @IsIn(RISK_LEVELS) likelihood!: string;
  @ApiProperty({ enum: RISK_LEVELS }) @IsIn(RISK_LEVELS) severity!: string;
}

/** Fields shared by create and update: the Art. 35(7) sections and the screening inputs. */
class DpiaSectionsDto {
  @StringList('Zwecke der Verarbeitung (Art. 35 Abs. 7 lit. a).') purposes?: string[];
  @StringList('Kategorien personenbezogener Daten.') dataCategories?: string[];
  @StringList('Betroffene Personengruppen.') dataSubjects?: string[];
  @StringList('Empfänger.') recipients?: string[];
  @StringList('Beteiligte Systeme.') systems?: string[];
  @StringList('Abhilfemaßnahmen (Art. 35 Abs. 7 lit. d).') measures?: string[];

  @ApiPropertyOptional({
    enum: CRITERIA,
    isArray: true,
    description: 'Erfüllte Kriterien nach WP248 rev.01.',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(CRITERIA.length)
  @IsIn(CRITERIA, { each: true })
  criteria?: string[];

  @ApiPropertyOptional({
    enum: DSK,
    isArray: true,
    description: 'Zutreffende Einträge der DSK-Liste (Art. 35 Abs. 4).',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(DSK.length)
  @IsIn(DSK, { each: true })
  dskListMatches?: string[];

  @ApiPropertyOptional({ maxLength: TEXT, description: 'Notwendigkeit und Verhältnismäßigkeit (lit. b).' })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT)
  @NoPersonalData()
  necessity?: string;

  @ApiPropertyOptional({ type: [DpiaRiskDto], maxItems: ITEMS, description: 'Risiken (lit. c).' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(ITEMS)
  @ValidateNested({ each: true })
  @Type(() => DpiaRiskDto)
  risks?: DpiaRiskDto[];
}

/** Body of `POST /api/v2/compliance/dpia`. */
export class CreateDpiaRequestDto extends DpiaSectionsDto {
  @ApiProperty({ maxLength: 200, example: 'Förderantragsverwaltung mit Scoring' })
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  @NoPersonalData()
  title!: string;

  @ApiProperty({ maxLength: TEXT, description: 'Systematische Beschreibung der Verarbeitung (lit. a).' })
  @IsString()
  @MinLength(1)
  @MaxLength(TEXT)
  @NoPersonalData()
  description!: string;
}

/** Body of `PATCH /api/v2/compliance/dpia/{id}`: only the given fields change. */
export class UpdateDpiaRequestDto extends DpiaSectionsDto {
  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  @NoPersonalData()
  title?: string;
  @ApiPropertyOptional({ maxLength: TEXT })
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(TEXT)
  @NoPersonalData()
  description?: string;
  @ApiPropertyOptional({
    enum: DPIA_STATUSES,
    description:
      '`draft` → `in_review` → `signed_off` (Freigabe, z. B. durch die oder den DSB); danach unveränderlich.',
  })
  @IsOptional()
  @IsIn(DPIA_STATUSES)
  status?: string;
}
