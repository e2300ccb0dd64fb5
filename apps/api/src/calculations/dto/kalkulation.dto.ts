import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsInt, IsOptional, IsPositive, IsString, Length, Max, Min, MinLength } from 'class-validator';
import { EURO_AMOUNT_NOTE, IsEuroAmount } from '../../platform/validation/is-euro-amount';
import { MAX_EMPLOYEES } from '../../platform/validation/input-bounds';
import type { Calculation } from '../application/calculation';
import { IsFederalState } from './applicant-profile.dto';

/** Request of the introductory contract (spec 4.4): `POST /api/v1/kalkulation`. */
@ApiSchema({ name: 'KalkulationRequest' })
export class KalkulationRequestDto {
  @ApiProperty({ minLength: 1 }) @IsString() @MinLength(1) programId!: string;

  @ApiProperty({
    minimum: 0,
    exclusiveMinimum: true,
    description: `Investitionssumme = förderfähige Projektkosten in EUR. ${EURO_AMOUNT_NOTE}`,
  })
  @IsEuroAmount()
  @IsPositive()
  investitionssumme!: number;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description: `Beschäftigte, höchstens ${MAX_EMPLOYEES.toLocaleString('de-DE')}.`,
  })
  @IsInt()
  @Min(0)
  @Max(MAX_EMPLOYEES)
  mitarbeiterzahl!: number;

  @ApiProperty({ minLength: 1, maxLength: 16, description: 'WZ 2008 / NACE-Code der Branche.' })
  @IsString()
  @Length(1, 16)
  branche!: string;

  @ApiPropertyOptional({
    minLength: 2,
    maxLength: 32,
    description: 'Zusatz: Bundesland. Ohne Angabe siehe Beschreibung der Operation.',
  })
  @IsOptional()
  @IsString()
  @Length(2, 32)
  @IsFederalState()
  bundesland?: string;
}

@ApiSchema({ name: 'KalkulationResponse' })
export class KalkulationResponseDto {
  @ApiProperty({
    format: 'uuid',
    description: 'Id der gespeicherten Berechnung (GET /api/v1/calculations/{id}).',
  })
  id!: string;
  @ApiProperty() programId!: string;
  @ApiProperty({ minimum: 0, description: 'Geschätzter Zuschuss in EUR.' }) grantAmount!: number;
  @ApiProperty({ minimum: 0, maximum: 1, description: 'grantAmount / investitionssumme.' })
  grantRate!: number;
  @ApiProperty({ enum: ['EUR'] }) currency!: 'EUR';
  @ApiProperty({
    enum: ['FINAL'],
    description:
      'FINAL: die Berechnung ist abgeschlossen. Den Zuschuss legt erst der Bewilligungsbescheid fest.',
  })
  status!: 'FINAL';
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export function toKalkulationResponse(c: Calculation): KalkulationResponseDto {
  return {
    id: c.id,
    programId: c.programId,
    grantAmount: c.result.estimatedSubsidyEur,
    grantRate: c.result.effectiveSubsidyRate,
    currency: 'EUR',
    status: 'FINAL',
    createdAt: c.computedAt.toISOString(),
  };
}
