import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { JobRun } from '../../platform/jobs/job-run';

const TRIGGERS = ['schedule', 'http', 'catch-up'];
const STATUSES = ['queued', 'running', 'succeeded', 'failed'];

/** One run of a scheduled job (`GET /api/v2/cron/runs/{id}` and the answer of a trigger). */
@ApiSchema({ name: 'CronRun' })
export class CronRunResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'data-retention' }) job!: string;
  @ApiProperty({
    format: 'date-time',
    description: 'Der geplante Zeitpunkt, zu dem der Lauf gehört; je Job und Zeitpunkt gibt es einen Lauf.',
  })
  slot!: string;
  @ApiProperty({
    enum: TRIGGERS,
    description:
      '`schedule` (Zeitplan), `http` (Trigger-Aufruf) oder `catch-up` (nach verpasstem Zeitpunkt).',
  })
  trigger!: string;
  @ApiProperty({ enum: STATUSES, description: 'Ergebnis: `succeeded` oder `failed`, sobald beendet.' })
  status!: string;
  @ApiProperty({ format: 'date-time' }) queuedAt!: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) startedAt!: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) finishedAt!: string | null;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Starts; mehr als 1 nach einem Abbruch.' })
  attempts!: number;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'number' },
    description: 'Was der Job meldet, z. B. `{ "deleted": 12 }`.',
  })
  counts!: Record<string, number>;
  @ApiProperty({ type: 'string', nullable: true, description: 'Fehlermeldung eines fehlgeschlagenen Laufs.' })
  error!: string | null;
}

export function toCronRunResponse(run: JobRun): CronRunResponseDto {
  return {
    ...run,
    slot: run.slot.toISOString(),
    queuedAt: run.queuedAt.toISOString(),
    startedAt: run.startedAt?.toISOString() ?? null,
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}
