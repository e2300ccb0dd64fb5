import { ApiProperty } from '@nestjs/swagger';
import { PLAN_NAMES, type PlanName } from '../domain/plan';

/**
 * The budget of the calling credential (ADR 0009): a live credential sees the live quota, a sandbox
 * credential the sandbox budget of the same month.
 */
export class QuotaResponseDto {
  @ApiProperty({ enum: PLAN_NAMES }) plan!: PlanName;
  @ApiProperty({ description: 'Abrechnungszeitraum: Kalendermonat in UTC.', example: '2026-03' })
  period!: string;
  @ApiProperty({
    description:
      'true: das eigene Monatsbudget der Sandbox (Aufruf mit einem Sandbox-Zugang); false: das Live-Kontingent.',
  })
  sandbox!: boolean;
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
  @ApiProperty({
    type: 'integer',
    description: 'Aufrufe pro Sekunde und Mandant über alle seine Zugänge (Burst-Limit des Mandanten).',
  })
  tenantBurstPerSecond!: number;
}
