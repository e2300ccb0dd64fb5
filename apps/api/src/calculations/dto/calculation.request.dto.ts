import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsDefined,
  IsNumber,
  IsObject,
  IsPositive,
  IsString,
  MinLength,
  ValidateNested,
} from 'class-validator';
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
    description: 'Förderfähige Projektkosten in EUR (> 0).',
    example: 3500,
  })
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @IsPositive()
  projectBudgetEur!: number;

  @ApiProperty({ type: ApplicantProfileDto })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => ApplicantProfileDto)
  applicantProfile!: ApplicantProfileDto;
}
