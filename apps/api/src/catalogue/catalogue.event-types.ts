import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsDateString, IsInt, IsString, Min } from 'class-validator';
import { defineEventTypes } from '../platform/events/event-types';

/** `data` of `program.deadline_approaching`. */
@ApiSchema({ name: 'ProgramDeadlineApproachingPayload' })
export class ProgramDeadlineApproachingPayload {
  @ApiProperty() @IsString() programId!: string;
  @ApiProperty({ format: 'date-time', description: 'Die `applicationDeadline` des Programms.' })
  @IsDateString()
  deadline!: string;
  @ApiProperty({ type: 'integer', minimum: 0 }) @IsInt() @Min(0) daysLeft!: number;
}

// Published by the catalogue sync (apps/api/src/catalogue-sync), the daily deadline check; `program.updated`
// carries the import's diff and is declared there, beside it.
export const CATALOGUE_EVENT_TYPES = defineEventTypes('catalogue', {
  'program.deadline_approaching': {
    description: 'Eine Antragsfrist endet bald: je Programm und Frist einmal 30, 7 und 1 Tag(e) vorher.',
    payload: ProgramDeadlineApproachingPayload,
  },
});
