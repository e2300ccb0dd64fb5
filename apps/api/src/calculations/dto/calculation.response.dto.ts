import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { COMPANY_SIZES, type CompanySize } from '@libs/shared';
import { PIPELINE_STEPS } from '@libs/subsidy-engine';
import type { Calculation } from '../application/calculation';

/** CumulationWarning of spec 2.5. */
@ApiSchema({ name: 'CumulationWarning' })
export class CumulationWarningDto {
  @ApiProperty({
    description: 'Stabiler Hinweiscode (Liste in der API-Beschreibung).',
    example: 'DEMINIMIS_HEADROOM',
  })
  code!: string;
  @ApiProperty({ description: 'Erklärung auf Deutsch.' }) message!: string;
  @ApiProperty({ enum: ['info', 'warning', 'error'] }) severity!: 'info' | 'warning' | 'error';
}

/** One step of the explanation (additive to the spec). */
@ApiSchema({ name: 'BreakdownStep' })
export class BreakdownStepDto {
  @ApiProperty({ enum: PIPELINE_STEPS }) step!: string;
  @ApiProperty({ description: 'Was in diesem Schritt entschieden wurde (Deutsch).' }) label!: string;
  @ApiPropertyOptional({ description: 'EUR bei Beträgen, Anteil 0..1 bei Sätzen.' }) value?: number;
  @ApiPropertyOptional({ enum: ['EUR', 'rate'] }) unit?: 'EUR' | 'rate';
  @ApiProperty({ description: 'Rechtsgrundlage (Verordnung und Artikel oder Richtlinie) mit Quelle.' })
  legalSource!: string;
}

/** CalculationResponse of spec 2.4, plus documented additive fields that explain the result. */
@ApiSchema({ name: 'CalculationResponse' })
export class CalculationResponseDto {
  @ApiProperty({ format: 'uuid' }) calculationId!: string;
  @ApiProperty() programId!: string;
  @ApiProperty({ minimum: 0, description: 'Geschätzte Förderung in EUR (auf Cent gerundet).' })
  estimatedSubsidyEur!: number;
  @ApiProperty({ minimum: 0, maximum: 1, description: 'estimatedSubsidyEur / projectBudgetEur.' })
  effectiveSubsidyRate!: number;
  @ApiProperty({ type: [CumulationWarningDto], default: [] }) cumulationWarnings!: CumulationWarningDto[];
  @ApiProperty({ format: 'date-time' }) computedAt!: string;
  @ApiPropertyOptional({
    description: 'Zusatz: false, wenn ein Hinweis mit severity error die Förderung ausschließt.',
  })
  eligible?: boolean;
  @ApiPropertyOptional({
    enum: COMPANY_SIZES,
    description: 'Zusatz: KMU-Klasse nach den Zahlen (2003/361/EG).',
  })
  companySize?: CompanySize;
  @ApiPropertyOptional({
    type: [BreakdownStepDto],
    description: 'Zusatz: jeder Schritt der Berechnung mit Quelle.',
  })
  breakdown?: BreakdownStepDto[];
}

export function toCalculationResponse(c: Calculation): CalculationResponseDto {
  return {
    calculationId: c.id,
    programId: c.programId,
    estimatedSubsidyEur: c.result.estimatedSubsidyEur,
    effectiveSubsidyRate: c.result.effectiveSubsidyRate,
    cumulationWarnings: c.result.warnings.map(({ code, message, severity }) => ({ code, message, severity })),
    computedAt: c.computedAt.toISOString(),
    eligible: c.result.eligible,
    companySize: c.result.sme.size,
    breakdown: c.result.breakdown.map((b) => ({ ...b })),
  };
}
