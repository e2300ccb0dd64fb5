import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsArray, IsDateString, IsInt, IsString, Min } from 'class-validator';
import { defineEventTypes } from '../platform/events/event-types';

/** `data` of `program.updated`. */
@ApiSchema({ name: 'ProgramUpdatedPayload' })
export class ProgramUpdatedPayload {
  @ApiProperty({ description: 'Abrufbar unter `GET /api/v1/programs/{id}`.' }) @IsString() programId!: string;
  @ApiProperty({ type: [String], description: 'Geänderte Felder des Programms (Namen wie in `Program`).' })
  @IsArray()
  @IsString({ each: true })
  changedFields!: string[];
}

/** `data` of `program.deadline_approaching`. */
@ApiSchema({ name: 'ProgramDeadlineApproachingPayload' })
export class ProgramDeadlineApproachingPayload {
  @ApiProperty() @IsString() programId!: string;
  @ApiProperty({ format: 'date-time', description: 'Die `applicationDeadline` des Programms.' })
  @IsDateString()
  deadline!: string;
  @ApiProperty({ type: 'integer', minimum: 0 }) @IsInt() @Min(0) daysLeft!: number;
}

// The sources (program sync, a scheduled job) follow; the types are registered so endpoints can subscribe now.
export const CATALOGUE_EVENT_TYPES = defineEventTypes('catalogue', {
  'program.updated': {
    description: 'Ein Förderprogramm wurde geändert. (Quelle: Programm-Sync, folgt.)',
    payload: ProgramUpdatedPayload,
  },
  'program.deadline_approaching': {
    description: 'Eine Antragsfrist endet bald. (Quelle: geplanter Job, folgt.)',
    payload: ProgramDeadlineApproachingPayload,
  },
});
