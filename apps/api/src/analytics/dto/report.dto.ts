import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { plainToInstance } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';
import { CohortsQueryDto } from './cohorts.dto';
import { ForecastQueryDto } from './forecast.dto';
import { FunnelQueryDto } from './funnel.dto';
import { MarketingQueryDto } from './marketing.dto';
import { NoPersonalData } from '../../platform/validation/no-personal-data';

export const REPORT_KINDS = {
  funnel: FunnelQueryDto,
  cohorts: CohortsQueryDto,
  forecast: ForecastQueryDto,
  marketing: MarketingQueryDto,
};
export type ReportKind = keyof typeof REPORT_KINDS;
export type ReportQueryDto = FunnelQueryDto | CohortsQueryDto | ForecastQueryDto | MarketingQueryDto;

/**
 * A stored report query: `<kind>?<query string>` exactly as the GET route takes it, so a report holds what a
 * caller has tried by hand. Checked with the route's own DTO; a problem is a message in German, else the DTO.
 */
export function parseReportQuery(
  spec: string,
): { kind: ReportKind; query: ReportQueryDto } | { problem: string } {
  const [kind = '', search = ''] = spec.split(/\?(.*)/s);
  if (!Object.hasOwn(REPORT_KINDS, kind))
    return { problem: `Art muss funnel, cohorts, forecast oder marketing sein, gefolgt von ?Parametern.` };
  const params = new URLSearchParams(search);
  const plain: Record<string, string> = {};
  for (const [key, value] of params) {
    if (key in plain) return { problem: `Parameter ${key} darf nur einmal angegeben werden.` };
    plain[key] = value;
  }
  const type = REPORT_KINDS[kind as ReportKind];
  const query = plainToInstance(type as new () => ReportQueryDto, plain);
  const errors = validateSync(query, { whitelist: true, forbidNonWhitelisted: true });
  if (errors.length > 0)
    return { problem: `Ungültige Parameter: ${errors.map((e) => e.property).join(', ')}.` };
  return { kind: kind as ReportKind, query };
}

export class CreateReportScheduleRequestDto {
  @ApiProperty({ maxLength: 100, example: 'Wochenbericht Trichter' })
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  @NoPersonalData()
  name!: string;

  @ApiProperty({
    type: [String],
    minItems: 1,
    maxItems: 10,
    example: [
      'funnel?steps=search.performed,match.performed,calculation.created&window=P7D',
      'forecast?event=calculation.created',
    ],
    description:
      'Abfragen als `<art>?<parameter>` wie bei den GET-Routen (funnel, cohorts, forecast, marketing).',
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(10)
  @IsString({ each: true })
  @MaxLength(2000, { each: true })
  queries!: string[];

  @ApiProperty({
    enum: ['daily', 'weekly', 'monthly'],
    description: 'Täglich, montags oder am Monatsersten.',
  })
  @IsIn(['daily', 'weekly', 'monthly'])
  cadence!: 'daily' | 'weekly' | 'monthly';

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    maximum: 23,
    default: 7,
    description: 'Volle Stunde in `timeZone`.',
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(23)
  hour?: number;

  @ApiPropertyOptional({ default: 'Europe/Berlin', description: 'IANA-Zeitzone.' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  timeZone?: string;
}

/**
 * How a finished run is announced. Only the outbound event exists so far (team chats may become a later
 * channel), so a schedule does not store it and every response names the one value.
 */
export const REPORT_CHANNELS = ['webhook'] as const;
export type ReportChannel = (typeof REPORT_CHANNELS)[number];
export const REPORT_CHANNEL: ReportChannel = REPORT_CHANNELS[0];

@ApiSchema({ name: 'ReportSchedule' })
export class ReportScheduleResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: [String] }) queries!: string[];
  @ApiProperty({ enum: ['daily', 'weekly', 'monthly'] }) cadence!: string;
  @ApiProperty({ type: 'integer' }) hour!: number;
  @ApiProperty() timeZone!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({
    enum: [...REPORT_CHANNELS],
    description:
      'Zustellweg. Bisher gibt es nur `webhook`: das Ereignis `report.ready` mit dem Abrufpfad des Laufs geht an ' +
      'die Webhook-Endpunkte, die es abonniert haben. Ein weiterer Wert kann später hinzukommen.',
  })
  channel!: ReportChannel;
}

@ApiSchema({ name: 'ReportScheduleList' })
export class ReportScheduleListResponseDto {
  @ApiProperty({ type: [ReportScheduleResponseDto] }) items!: ReportScheduleResponseDto[];
}

@ApiSchema({ name: 'ReportRunSummary' })
export class ReportRunSummaryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) scheduleId!: string;
  @ApiProperty({ format: 'date-time' }) slot!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

@ApiSchema({ name: 'ReportRunList' })
export class ReportRunListResponseDto {
  @ApiProperty({ type: [ReportRunSummaryDto] }) items!: ReportRunSummaryDto[];
}

@ApiSchema({ name: 'ReportRun' })
export class ReportRunResponseDto extends ReportRunSummaryDto {
  @ApiProperty({
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    description: 'Je Abfrage `{ query, result }` mit der Antwort der GET-Route zum Termin.',
  })
  results!: { query: string; result: unknown }[];
}
