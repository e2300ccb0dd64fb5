import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsIn, IsNumber, IsString, IsUUID, Min } from 'class-validator';
import { defineEventTypes } from '../platform/events/event-types';
import type { CalculationChannel } from './application/calculation';

const CHANNELS: CalculationChannel[] = ['calculations', 'kalkulation'];

/** `data` of `calculation.created`: ids and the figure, never the applicant's profile. */
@ApiSchema({ name: 'CalculationCreatedPayload' })
export class CalculationCreatedPayload {
  @ApiProperty({ format: 'uuid', description: 'Abrufbar unter `GET /api/v1/calculations/{id}`.' })
  @IsUUID()
  calculationId!: string;
  @ApiProperty() @IsString() programId!: string;
  @ApiProperty({
    enum: CHANNELS,
    description: '`calculations` (POST /api/v1/calculations) oder `kalkulation` (POST /api/v1/kalkulation).',
  })
  @IsIn(CHANNELS)
  channel!: CalculationChannel;
  @ApiProperty({ minimum: 0 }) @IsNumber() @Min(0) estimatedSubsidyEur!: number;
}

export const CALCULATION_EVENT_TYPES = defineEventTypes('calculations', {
  'calculation.created': {
    description: 'Eine Berechnung wurde gespeichert.',
    payload: CalculationCreatedPayload,
  },
});
