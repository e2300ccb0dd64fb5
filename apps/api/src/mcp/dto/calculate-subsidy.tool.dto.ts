import { Type } from 'class-transformer';
import { IsNumber, IsObject, IsString, Length, Max, Min, ValidateNested } from 'class-validator';
import { ApplicantProfileDto } from '../../calculations';

/** Arguments of the MCP tool `calculate_subsidy` (the fields of `POST /api/v1/calculations`). */
export class CalculateSubsidyToolDto {
  @IsString()
  @Length(1, 200)
  programId!: string;

  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(1e12)
  projectBudgetEur!: number;

  @IsObject()
  @ValidateNested()
  @Type(() => ApplicantProfileDto)
  applicantProfile!: ApplicantProfileDto;
}
