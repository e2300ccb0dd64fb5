import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsISO8601,
  IsOptional,
  IsTimeZone,
  Matches,
  MaxLength,
  Validate,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { EVENT_NAME } from '../domain/event-schemas';
import { parseDuration } from './duration';

const splitList = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.split(',').map((s) => s.trim()) : value;

@ValidatorConstraint({ name: 'isDuration' })
class IsWindowDuration implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && parseDuration(value) !== null;
  }
  defaultMessage(): string {
    return 'muss eine ISO-8601-Dauer wie P14D oder PT2H sein (höchstens 366 Tage)';
  }
}

export const PROPERTY_KEY = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** The date range shared by funnel, cohorts and marketing. */
export class AnalyticsRangeQueryDto {
  @ApiPropertyOptional({
    format: 'date-time',
    description: 'Beginn (einschließlich). Standard: 30 Tage vor `to`.',
  })
  @IsOptional()
  @IsISO8601({ strict: true })
  from?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Ende (ausschließlich). Standard: jetzt.' })
  @IsOptional()
  @IsISO8601({ strict: true })
  to?: string;
}

/** Funnel and cohorts: the range, and the zone its dates and periods are read in (ADR 0016). */
export class ZonedRangeQueryDto extends AnalyticsRangeQueryDto {
  @ApiPropertyOptional({
    default: 'UTC',
    example: 'Europe/Berlin',
    description:
      'IANA-Zeitzone (Standard UTC, wie bisher). `from`/`to` ohne Zeitzonenangabe (z. B. `2026-03-01`) gelten als Uhrzeit dieser Zone, Kohortenperioden (Tage, Wochen, Monate) beginnen um Mitternacht dieser Zone. Mit `Europe/Berlin` liegt ein Ereignis um 00:30 Uhr am 1. März (Berliner Zeit) im März.',
  })
  @IsOptional()
  @IsTimeZone()
  @MaxLength(64)
  timeZone?: string;
}

export class FunnelQueryDto extends ZonedRangeQueryDto {
  @ApiProperty({
    description: 'Schritte, kommagetrennt (2 bis 10 Ereignisnamen).',
    example: 'search.performed,match.performed,calculation.created',
    type: 'string',
  })
  @Transform(splitList)
  @IsArray()
  @ArrayMinSize(2)
  @ArrayMaxSize(10)
  @Matches(EVENT_NAME, { each: true })
  @MaxLength(80, { each: true })
  steps!: string[];

  @ApiPropertyOptional({
    default: 'P14D',
    description: 'Konversionsfenster vom ersten bis zum letzten Schritt (Grenze eingeschlossen).',
  })
  @IsOptional()
  @Validate(IsWindowDuration)
  window?: string;

  @ApiPropertyOptional({
    enum: ['ordered', 'strict', 'any'],
    default: 'ordered',
    description:
      '`ordered`: andere Ereignisse dazwischen erlaubt; `strict`: keine; `any`: Reihenfolge beliebig.',
  })
  @IsOptional()
  @IsIn(['ordered', 'strict', 'any'])
  order?: 'ordered' | 'strict' | 'any';

  @ApiPropertyOptional({
    description: 'Eigenschaft, die über alle Schritte gleich bleiben muss (z. B. `programId`).',
  })
  @IsOptional()
  @Matches(PROPERTY_KEY)
  holdConstant?: string;

  @ApiPropertyOptional({
    description: 'Aufschlüsseln nach einer Eigenschaft oder `utm_source`, `utm_medium`, `utm_campaign`.',
  })
  @IsOptional()
  @Matches(PROPERTY_KEY)
  breakdown?: string;

  @ApiPropertyOptional({
    enum: ['first_touch', 'last_touch'],
    default: 'first_touch',
    description: 'Wert der Aufschlüsselung aus dem ersten Schritt oder dem letzten erreichten.',
  })
  @IsOptional()
  @IsIn(['first_touch', 'last_touch'])
  attribution?: 'first_touch' | 'last_touch';
}

@ApiSchema({ name: 'FunnelStep' })
export class FunnelStepDto {
  @ApiProperty({ description: 'Ereignisname; bei `order=any` die Zahl erreichter Schritte („2. Schritt“).' })
  name!: string;
  @ApiProperty({ type: 'integer', description: 'Akteure, die diesen Schritt erreichten.' }) count!: number;
  @ApiProperty({ description: 'Anteil an Schritt 1 (0 bis 1).' }) conversionFromStart!: number;
  @ApiProperty({ description: 'Anteil am vorigen Schritt (0 bis 1).' }) conversionFromPrevious!: number;
  @ApiProperty({
    type: 'number',
    nullable: true,
    description: 'Median der Sekunden seit dem vorigen Schritt.',
  })
  medianSecondsFromPrevious!: number | null;
}

@ApiSchema({ name: 'FunnelBreakdown' })
export class FunnelBreakdownDto {
  @ApiProperty({ type: 'string', nullable: true, description: '`null`: Eigenschaft fehlte.' }) value!:
    string | null;
  @ApiProperty({ type: [FunnelStepDto] }) steps!: FunnelStepDto[];
}

@ApiSchema({ name: 'FunnelResponse' })
export class FunnelResponseDto {
  @ApiProperty({ format: 'date-time' }) from!: string;
  @ApiProperty({ format: 'date-time' }) to!: string;
  @ApiProperty({ enum: ['ordered', 'strict', 'any'] }) order!: string;
  @ApiProperty({ example: 'P14D' }) window!: string;
  @ApiProperty({ type: [FunnelStepDto] }) steps!: FunnelStepDto[];
  @ApiPropertyOptional({ type: [FunnelBreakdownDto] }) breakdowns?: FunnelBreakdownDto[];
}
