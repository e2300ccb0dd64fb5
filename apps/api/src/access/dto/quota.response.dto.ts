import { ApiProperty } from '@nestjs/swagger';
import { PLAN_NAMES, type PlanName } from '../domain/plan';

export class QuotaResponseDto {
  @ApiProperty({ enum: PLAN_NAMES }) plan!: PlanName;
  @ApiProperty({ description: 'Abrechnungszeitraum: Kalendermonat in UTC.', example: '2026-03' })
  period!: string;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'Aufrufe pro Monat; null = unbegrenzt.',
    example: 10000,
  })
  limit!: number | null;
  @ApiProperty({ type: 'integer', description: 'Bisher gezählte Aufrufe, einschließlich dieses.' })
  used!: number;
  @ApiProperty({ type: 'integer', nullable: true }) remaining!: number | null;
  @ApiProperty({ format: 'date-time', description: 'Nächster Monatsbeginn, 00:00 UTC.' }) resetAt!: string;
  @ApiProperty({ type: 'integer', description: 'Aufrufe pro Sekunde und Zugang (Burst-Limit).' })
  burstPerSecond!: number;
}
