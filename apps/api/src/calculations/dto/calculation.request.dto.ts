import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsObject, IsPositive, IsString, MinLength, ValidateNested } from 'class-validator';
import { EURO_AMOUNT_NOTE, IsEuroAmount } from '../../platform/validation/is-euro-amount';
import { ApplicantProfileDto } from './applicant-profile.dto';

/** CalculationRequest of spec 2.3. */
@ApiSchema({ name: 'CalculationRequest' })
export class CalculationRequestDto {
  @ApiProperty({ minLength: 1, example: 'bafa-foerderung-unternehmensberatungen-kmu' })
  @IsString()
  @MinLength(1)
  programId!: string;

  @ApiProperty({
    minimum: 0,
    exclusiveMinimum: true,
    description: `Förderfähige Projektkosten in EUR (> 0). ${EURO_AMOUNT_NOTE}`,
    example: 3500,
  })
  @IsEuroAmount()
  @IsPositive()
  projectBudgetEur!: number;

  @ApiProperty({ type: ApplicantProfileDto })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => ApplicantProfileDto)
  applicantProfile!: ApplicantProfileDto;
}
