import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import {
  PROGRAM_CATEGORIES,
  PROGRAM_LEVELS,
  PROGRAM_PROVIDERS,
  PROGRAM_STATUSES,
  endOfGermanDay,
  type ProgramCategory,
  type ProgramLevel,
  type ProgramProvider,
  type ProgramStatus,
} from '@libs/shared';
import type { Program } from '@libs/catalogue';

/** Program of spec 2.1. Optional fields are omitted when unknown (the spec allows no null there). */
@ApiSchema({ name: 'Program' })
export class ProgramResponseDto {
  @ApiProperty({ minLength: 1, example: 'bafa-foerderung-unternehmensberatungen-kmu' }) id!: string;
  @ApiProperty({ minLength: 1 }) name!: string;
  @ApiPropertyOptional() shortName?: string;
  @ApiProperty({ enum: PROGRAM_PROVIDERS, description: 'Fördergeber.' }) provider!: ProgramProvider;
  @ApiProperty({ enum: PROGRAM_CATEGORIES }) category!: ProgramCategory;
  @ApiPropertyOptional({ enum: PROGRAM_LEVELS }) level?: ProgramLevel;
  @ApiProperty() description!: string;
  @ApiProperty({
    minimum: 0,
    description:
      'Höchstbetrag in EUR: die Obergrenze des Programms, oder, wo es keine nennt, die rechtliche Obergrenze ' +
      '(De-minimis-Höchstbetrag, AGVO-Anmeldeschwelle). Nie 0 als "unbekannt".',
  })
  maxAmount!: number;
  @ApiPropertyOptional({ minimum: 0 }) minAmount?: number;
  @ApiPropertyOptional({
    minimum: 0,
    maximum: 1,
    description: 'Höchster Fördersatz als Anteil (0,5 = 50 %).',
  })
  subsidyRateMax?: number;
  @ApiPropertyOptional({ description: 'Wird als De-minimis-Beihilfe gewährt.' }) deminimis?: boolean;
  @ApiProperty({ type: [String], default: [] }) targetGroups!: string[];
  @ApiProperty({ type: [String], default: [], description: "Bundesland-Kürzel oder 'bundesweit'." })
  eligibleRegions!: string[];
  @ApiProperty({ type: [String], default: [] }) phases!: string[];
  @ApiPropertyOptional({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description:
      'Antragsfrist: Ende des letzten Antragstags in deutscher Zeit, als UTC-Zeitpunkt; null ohne Frist.',
  })
  applicationDeadline?: string | null;
  @ApiProperty({ enum: PROGRAM_STATUSES }) status!: ProgramStatus;
  @ApiProperty({
    format: 'date-time',
    description:
      'Letzte Änderung unseres Datensatzes. Die Spezifikation lässt das Format offen; wir liefern ISO 8601 in UTC ' +
      '(date-time, z. B. 2025-01-15T00:00:00.000Z).',
  })
  lastUpdated!: string;
}

export function toProgramResponse(p: Program): ProgramResponseDto {
  const dto: ProgramResponseDto = {
    id: p.id,
    name: p.name,
    provider: p.provider,
    category: p.category,
    description: p.description,
    maxAmount: p.maxAmount,
    targetGroups: p.targetGroups,
    eligibleRegions: p.eligibleRegions,
    phases: p.phases,
    applicationDeadline: p.applicationDeadline ? endOfGermanDay(p.applicationDeadline).toISOString() : null,
    status: p.status,
    lastUpdated: p.lastUpdated.toISOString(),
  };
  if (p.shortName !== null) dto.shortName = p.shortName;
  if (p.level !== null) dto.level = p.level;
  if (p.minAmount !== null) dto.minAmount = p.minAmount;
  if (p.subsidyRateMax !== null) dto.subsidyRateMax = p.subsidyRateMax;
  if (p.deminimis !== null) dto.deminimis = p.deminimis;
  return dto;
}
