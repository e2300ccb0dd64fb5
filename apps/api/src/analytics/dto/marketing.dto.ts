import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Matches, Max, MaxLength, Min } from 'class-validator';
import { toIntegerOrRaw } from '../../platform/validation/query-transforms';
import { ATTRIBUTION_MODELS } from '../domain/attribution';
import { EVENT_NAME } from '../domain/event-schemas';
import { AnalyticsRangeQueryDto } from './funnel.dto';

/** `kampagne:1200.50,andere:300`: up to 50 campaigns with a cost in EUR (two decimals at most). */
export const COSTS = /^[^,:]{1,100}:\d{1,9}(\.\d{1,2})?(,[^,:]{1,100}:\d{1,9}(\.\d{1,2})?){0,49}$/;

export function parseCosts(value: string | undefined): Map<string, number> {
  const costs = new Map<string, number>();
  for (const pair of value ? value.split(',') : []) {
    const [campaign = '', amount = '0'] = pair.split(':');
    costs.set(
      campaign.trim().toLowerCase(),
      (costs.get(campaign.trim().toLowerCase()) ?? 0) + Number(amount),
    );
  }
  return costs;
}

export class MarketingQueryDto extends AnalyticsRangeQueryDto {
  @ApiProperty({ example: 'calculation.created', description: 'Das Ereignis, das als Konversion zählt.' })
  @Matches(EVENT_NAME)
  @MaxLength(80)
  conversion!: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: 90,
    default: 30,
    description: 'Rückblickfenster in Tagen.',
  })
  @IsOptional()
  @Transform(toIntegerOrRaw)
  @IsInt()
  @Min(1)
  @Max(90)
  lookbackDays?: number;

  @ApiPropertyOptional({
    enum: ATTRIBUTION_MODELS,
    default: 'last_non_direct',
    description: 'Modell für `costPerConversion` (zugeordnet werden stets alle fünf).',
  })
  @IsOptional()
  @IsIn(ATTRIBUTION_MODELS)
  model?: (typeof ATTRIBUTION_MODELS)[number];

  @ApiPropertyOptional({
    example: 'herbst-2026:1200,newsletter:300.50',
    description: 'Kosten je Kampagne in EUR, kommagetrennt `kampagne:betrag` (bis 50 Kampagnen).',
  })
  @IsOptional()
  @MaxLength(6000)
  @Matches(COSTS)
  costs?: string;
}

@ApiSchema({ name: 'AttributedConversions' })
export class AttributedConversionsDto {
  @ApiProperty({ description: 'Letzter Kontakt, der nicht direkt war.' }) last_non_direct!: number;
  @ApiProperty({ description: 'Erster Kontakt im Rückblickfenster.' }) first_touch!: number;
  @ApiProperty({ description: 'Gleichmäßig auf alle Kontakte.' }) linear!: number;
  @ApiProperty({ description: '40 % erster, 40 % letzter, 20 % verteilt auf die dazwischen.' })
  position_based!: number;
  @ApiProperty({ description: 'Gewicht halbiert sich je 7 Tage Abstand zur Konversion.' })
  time_decay!: number;
}

@ApiSchema({ name: 'MarketingChannel' })
export class MarketingChannelDto {
  @ApiProperty({
    type: 'string',
    nullable: true,
    description: '`null` bei allen drei Feldern: direkt (ohne Kontakt).',
  })
  source!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) medium!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) campaign!: string | null;
  @ApiProperty({ type: 'integer', description: 'Akteure mit einem Kontakt über diesen Kanal im Zeitraum.' })
  visitors!: number;
  @ApiProperty({ type: 'integer', description: 'Davon Akteure mit einer zugeordneten Konversion.' })
  conversions!: number;
  @ApiProperty({ description: 'conversions / visitors.' }) rate!: number;
  @ApiProperty({
    type: AttributedConversionsDto,
    description: 'Zugeordnete Konversionen (Bruchteile) je Modell.',
  })
  attributed!: AttributedConversionsDto;
}

@ApiSchema({ name: 'MarketingCampaignCost' })
export class MarketingCampaignCostDto {
  @ApiProperty() campaign!: string;
  @ApiProperty({ description: 'EUR.' }) cost!: number;
  @ApiProperty({ description: 'Nach dem gewählten Modell.' }) attributedConversions!: number;
  @ApiProperty({ type: 'number', nullable: true, description: 'EUR je Konversion; `null` ohne Konversion.' })
  costPerConversion!: number | null;
}

@ApiSchema({ name: 'MarketingResponse' })
export class MarketingResponseDto {
  @ApiProperty({ format: 'date-time' }) from!: string;
  @ApiProperty({ format: 'date-time' }) to!: string;
  @ApiProperty() conversion!: string;
  @ApiProperty({ type: 'integer' }) lookbackDays!: number;
  @ApiProperty({ enum: ATTRIBUTION_MODELS }) model!: string;
  @ApiProperty({ type: [MarketingChannelDto] }) channels!: MarketingChannelDto[];
  @ApiProperty({ type: [MarketingCampaignCostDto] }) campaigns!: MarketingCampaignCostDto[];
}
