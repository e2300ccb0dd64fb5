import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { germanDayOf } from '@libs/shared';
import type { Calculation } from '../application/calculation';
import { ApplicantProfileDto } from './applicant-profile.dto';
import { CalculationResponseDto, toCalculationResponse } from './calculation.response.dto';

/** A stored calculation with its inputs and the dated rules used, so that it can be reproduced. */
@ApiSchema({ name: 'StoredCalculation' })
export class StoredCalculationResponseDto extends CalculationResponseDto {
  @ApiProperty({ minimum: 0, exclusiveMinimum: true }) projectBudgetEur!: number;
  @ApiProperty({ type: ApplicantProfileDto }) applicantProfile!: ApplicantProfileDto;
  @ApiProperty({
    format: 'date',
    description: 'Stichtag, zu dem die Regeln angewandt wurden (deutscher Kalendertag).',
  })
  referenceDate!: string;
  @ApiProperty({ type: [String], description: 'Kennungen der angewandten, datierten Regeln.' })
  ruleVersions!: string[];
  @ApiProperty({
    enum: ['calculations', 'kalkulation'],
    description: 'Über welchen Endpunkt berechnet wurde.',
  })
  channel!: string;
}

export function toStoredCalculationResponse(c: Calculation): StoredCalculationResponseDto {
  return {
    ...toCalculationResponse(c),
    projectBudgetEur: c.projectBudgetEur,
    applicantProfile: c.profile as ApplicantProfileDto,
    referenceDate: germanDayOf(new Date(c.result.referenceDate)),
    ruleVersions: c.result.ruleVersions,
    channel: c.channel,
  };
}
