import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsArray, IsDateString, IsInt, IsOptional, IsString, Min } from 'class-validator';
import { defineEventTypes } from '../platform/events/event-types';

/** `data` of `program.updated`. */
@ApiSchema({ name: 'ProgramUpdatedPayload' })
export class ProgramUpdatedPayload {
  @ApiProperty({ description: 'Abrufbar unter `GET /api/v1/programs/{id}`.' }) @IsString() programId!: string;
  @ApiProperty({
    type: [String],
    description:
      'Geänderte Felder der Quelle (z. B. `texts.description`, `fundingLocations`); die Werte vorher/nachher ' +
      'liefert `GET /api/v2/programs/{id}/history`.',
  })
  @IsArray()
  @IsString({ each: true })
  changedFields!: string[];
  @ApiProperty({
    type: 'integer',
    minimum: 1,
    required: false,
    description: 'Die neue Version der Programmhistorie.',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  version?: number;
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

// Published by the catalogue sync (apps/api/src/catalogue-sync): the import and the daily deadline check.
export const CATALOGUE_EVENT_TYPES = defineEventTypes('catalogue', {
  'program.updated': {
    description:
      'Ein Förderprogramm wurde geändert (Abgleich mit der Förderdatenbank des Bundes), mit den geänderten Feldern.',
    payload: ProgramUpdatedPayload,
  },
  'program.deadline_approaching': {
    description: 'Eine Antragsfrist endet bald: je Programm und Frist einmal 30, 7 und 1 Tag(e) vorher.',
    payload: ProgramDeadlineApproachingPayload,
  },
});
