import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsIn, IsString, IsUUID, Matches } from 'class-validator';
import { defineEventTypes } from '../platform/events/event-types';

const KINDS = ['erasure', 'portability'];

/** `data` of `dsgvo.request_completed`: the request's id and outcome, never whom it was about. */
@ApiSchema({ name: 'DsgvoRequestCompletedPayload' })
export class DsgvoRequestCompletedPayload {
  @ApiProperty({ format: 'uuid', description: 'Abrufbar unter `GET /api/v2/dsgvo/requests/{id}`.' })
  @IsUUID()
  requestId!: string;
  @ApiProperty({ enum: KINDS }) @IsIn(KINDS) kind!: string;
  @ApiProperty({ enum: ['completed', 'partially_completed'] })
  @IsIn(['completed', 'partially_completed'])
  status!: string;
}

/** `data` of `dsgvo.request_due_soon`. */
@ApiSchema({ name: 'DsgvoRequestDueSoonPayload' })
export class DsgvoRequestDueSoonPayload {
  @ApiProperty({ format: 'uuid' }) @IsUUID() requestId!: string;
  @ApiProperty({ enum: KINDS }) @IsIn(KINDS) kind!: string;
  @ApiProperty({ format: 'date', description: 'Frist nach Art. 12 Abs. 3 DSGVO.' })
  @IsString()
  @Matches(/^\d{4}-\d{2}-\d{2}$/)
  dueDate!: string;
}

export const DATA_PROTECTION_EVENT_TYPES = defineEventTypes('data-protection', {
  'dsgvo.request_completed': {
    description: 'Eine Lösch- oder Exportanfrage ist ausgeführt; die Quittung steht an der Anfrage.',
    payload: DsgvoRequestCompletedPayload,
  },
  'dsgvo.request_due_soon': {
    description: 'Eine offene Datenschutzanfrage erreicht bald (oder überschritt) ihre Monatsfrist.',
    payload: DsgvoRequestDueSoonPayload,
  },
});
