import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsArray, IsNumber, IsString, IsUUID, Min } from 'class-validator';
import { defineEventTypes } from '../platform/events/event-types';

/** `data` of `funding_plan.created`: ids and figures, never the company's figures or history. */
@ApiSchema({ name: 'FundingPlanCreatedPayload' })
export class FundingPlanCreatedPayload {
  @ApiProperty({ format: 'uuid', description: 'Abrufbar unter `GET /api/v2/funding-plans/{id}`.' })
  @IsUUID()
  fundingPlanId!: string;
  @ApiProperty({ type: [String], description: 'Die Programme des Plans in Antragsreihenfolge.' })
  @IsArray()
  @IsString({ each: true })
  programIds!: string[];
  @ApiProperty({ minimum: 0, description: 'Beihilfewert (Zuschüsse, Zulagen, Subventionsäquivalente), EUR.' })
  @IsNumber()
  @Min(0)
  aidValueEur!: number;
  @ApiProperty({ minimum: 0, description: 'Darlehensvolumen des Plans, EUR.' })
  @IsNumber()
  @Min(0)
  financingEur!: number;
}

export const FUNDING_PLAN_EVENT_TYPES = defineEventTypes('funding-plans', {
  'funding_plan.created': {
    description: 'Ein Förderplan wurde berechnet und gespeichert.',
    payload: FundingPlanCreatedPayload,
  },
});
