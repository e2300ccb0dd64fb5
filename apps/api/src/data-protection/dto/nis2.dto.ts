import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, Max, Min } from 'class-validator';
import { toIntegerOrRaw } from '../../platform/validation/query-transforms';
import { NIS2_SECTORS } from '../domain/nis2-assessment';
import { AssessedRequirementDto } from './compliance.response.dto';

const toNumberOrRaw = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d+(\.\d+)?$/.test(value) ? Number(value) : value;

/** Query of `GET /api/v2/compliance/nis2`: the tenant's own statement of sector and size. */
export class Nis2QueryDto {
  @ApiPropertyOptional({
    enum: NIS2_SECTORS,
    description: 'Sektor nach Anlage 1 oder 2 BSIG, sonst `sonstige`.',
  })
  @IsOptional()
  @IsIn(NIS2_SECTORS)
  sector?: string;
  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 10_000_000 })
  @IsOptional()
  @Transform(toIntegerOrRaw)
  @IsInt()
  @Min(0)
  @Max(10_000_000)
  employees?: number;
  @ApiPropertyOptional({ minimum: 0, maximum: 1e13, description: 'Jahresumsatz in EUR.' })
  @IsOptional()
  @Transform(toNumberOrRaw)
  @IsNumber()
  @Min(0)
  @Max(1e13)
  annualTurnoverEur?: number;
  @ApiPropertyOptional({ minimum: 0, maximum: 1e13, description: 'Jahresbilanzsumme in EUR.' })
  @IsOptional()
  @Transform(toNumberOrRaw)
  @IsNumber()
  @Min(0)
  @Max(1e13)
  balanceSheetEur?: number;
}

export class Nis2ApplicabilityDto {
  @ApiProperty({ enum: ['besonders_wichtig', 'wichtig', 'nicht_betroffen', 'unknown'] }) entityClass!: string;
  @ApiProperty() basis!: string;
  @ApiProperty({ type: [String], description: 'Fehlende Angaben, wenn `unknown`.' }) missing!: string[];
  @ApiProperty({ type: [String] }) reasons!: string[];
}

export class Nis2ResponseDto {
  @ApiProperty({ format: 'date-time' }) generatedAt!: string;
  @ApiProperty({ type: Nis2ApplicabilityDto }) applicability!: Nis2ApplicabilityDto;
  @ApiProperty({ type: [AssessedRequirementDto], description: 'Die zehn Maßnahmen des § 30 Abs. 2 BSIG.' })
  measures!: AssessedRequirementDto[];
}
