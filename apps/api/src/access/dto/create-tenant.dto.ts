import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, Length } from 'class-validator';
import { PLAN_NAMES, type PlanName } from '../domain/plan';
import { NoPersonalData } from '../../platform/validation/no-personal-data';

export class CreateTenantRequestDto {
  @ApiProperty({ example: 'acme', minLength: 1, maxLength: 100 })
  @IsString()
  @Length(1, 100)
  @NoPersonalData()
  name!: string;

  @ApiProperty({ enum: PLAN_NAMES })
  @IsIn(PLAN_NAMES)
  plan!: PlanName;

  @ApiPropertyOptional({ description: 'Sandbox-Mandant: erhält `fm_test_`-Schlüssel.' })
  @IsOptional()
  @IsBoolean()
  sandbox?: boolean;
}

export class ChangeTenantPlanRequestDto {
  @ApiProperty({ enum: PLAN_NAMES })
  @IsIn(PLAN_NAMES)
  plan!: PlanName;
}

export class TenantPlanResponseDto {
  @ApiProperty({ format: 'uuid' }) tenantId!: string;
  @ApiProperty({ enum: PLAN_NAMES }) plan!: PlanName;
  @ApiProperty({
    enum: PLAN_NAMES,
    description: 'Der Tarif vor der Änderung (gleich `plan`: nichts geändert).',
  })
  previousPlan!: PlanName;
}

export class CreatedTenantResponseDto {
  @ApiProperty({ format: 'uuid' }) tenantId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: PLAN_NAMES }) plan!: PlanName;
  @ApiProperty() sandbox!: boolean;
  @ApiProperty({ description: 'Der erste API-Schlüssel; wird nur dieses eine Mal angezeigt.' })
  apiKey!: string;
}
