import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsISO8601, IsString, IsUUID } from 'class-validator';
import { defineEventTypes } from '../platform/events/event-types';

/** `data` of `report.ready`: where to fetch the report (with the tenant's own credentials). */
@ApiSchema({ name: 'ReportReadyPayload' })
export class ReportReadyPayload {
  @ApiProperty({ format: 'uuid' }) @IsUUID() scheduleId!: string;
  @ApiProperty({ format: 'uuid' }) @IsUUID() runId!: string;
  @ApiProperty({ format: 'date-time', description: 'Der Termin, für den der Bericht erstellt wurde.' })
  @IsISO8601()
  slot!: string;
  @ApiProperty({
    example: '/api/v2/analytics/report-runs/1b0c…',
    description: 'Pfad zum Abruf des Berichts.',
  })
  @IsString()
  downloadPath!: string;
}

export const ANALYTICS_EVENT_TYPES = defineEventTypes('analytics', {
  'report.ready': {
    description: 'Ein geplanter Analysebericht ist erstellt und abrufbar.',
    payload: ReportReadyPayload,
  },
});
