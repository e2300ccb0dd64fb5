import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsIn, IsInt, Matches, Min } from 'class-validator';
import { defineEventTypes } from '../platform/events/event-types';
import { QUOTA_THRESHOLDS_PERCENT } from './domain/quota-thresholds';

/** `data` of `quota.threshold_reached`. */
@ApiSchema({ name: 'QuotaThresholdReachedPayload' })
export class QuotaThresholdReachedPayload {
  @ApiProperty({ pattern: '^\\d{4}-\\d{2}$', example: '2026-11', description: 'Kalendermonat (UTC).' })
  @Matches(/^\d{4}-\d{2}$/)
  period!: string;
  @ApiProperty({ type: 'integer', enum: [...QUOTA_THRESHOLDS_PERCENT] })
  @IsIn([...QUOTA_THRESHOLDS_PERCENT])
  thresholdPercent!: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Aufrufe in der Periode.' })
  @IsInt()
  @Min(0)
  used!: number;
  @ApiProperty({ type: 'integer', minimum: 1, description: 'Monatskontingent des Tarifs.' })
  @IsInt()
  @Min(1)
  quota!: number;
}

export const ACCESS_EVENT_TYPES = defineEventTypes('access', {
  'quota.threshold_reached': {
    description: '80 % oder 100 % des Monatskontingents erreicht, je Periode einmal.',
    payload: QuotaThresholdReachedPayload,
  },
});
