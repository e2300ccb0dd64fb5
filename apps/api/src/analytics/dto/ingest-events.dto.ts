import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { ArrayMinSize, IsArray } from 'class-validator';
import { EVENT_NAME, KNOWN_EVENTS, MAX_ACTOR_ID_LENGTH, UTM_FIELDS } from '../domain/event-schemas';
import type { RefusalCode } from '../domain/event-validation';

const REFUSAL_CODES: RefusalCode[] = [
  'INVALID_ID',
  'INVALID_NAME',
  'INVALID_TIMESTAMP',
  'TOO_OLD',
  'IN_FUTURE',
  'INVALID_ACTOR',
  'PERSONAL_DATA',
  'INVALID_PROPERTY',
  'MISSING_PROPERTY',
  'INVALID_UTM',
];

/** The German text of each refusal code, sent with every refused event. */
export const REFUSAL_MESSAGES: Record<RefusalCode, string> = {
  INVALID_ID: 'Das Ereignis ist kein JSON-Objekt oder hat keine UUID als `id`.',
  INVALID_NAME: 'Der Name des Ereignisses ist ungültig (`bereich.was_geschah`, höchstens 80 Zeichen).',
  INVALID_TIMESTAMP: 'Der Zeitpunkt ist kein ISO-8601-Zeitpunkt mit Zeitzone.',
  TOO_OLD: 'Das Ereignis liegt vor dem Jahr 2000.',
  IN_FUTURE: 'Das Ereignis liegt mehr als eine Stunde in der Zukunft.',
  INVALID_ACTOR: 'Die `actorId` fehlt, ist zu lang oder ein Platzhalter.',
  PERSONAL_DATA:
    'Das Feld enthält personenbezogene Daten (etwa eine E-Mail-Adresse); nur pseudonyme Werte sind erlaubt.',
  INVALID_PROPERTY:
    'Die Eigenschaft ist unbekannt oder hat einen ungültigen Wert (nur flache Werte: Text, Zahl, Wahrheitswert).',
  MISSING_PROPERTY: 'Eine Pflicht-Eigenschaft des Ereignisses fehlt.',
  INVALID_UTM: 'Das UTM-Feld ist unbekannt, leer, zu lang oder kein Text.',
};

/** UTM parameters of the visit that led to the event. */
@ApiSchema({ name: 'AnalyticsUtm' })
export class AnalyticsUtmDto {
  @ApiPropertyOptional({ example: 'newsletter', maxLength: 100 }) source?: string;
  @ApiPropertyOptional({ example: 'email', maxLength: 100 }) medium?: string;
  @ApiPropertyOptional({ example: 'herbst-2026', maxLength: 100 }) campaign?: string;
  @ApiPropertyOptional({ maxLength: 100 }) term?: string;
  @ApiPropertyOptional({ maxLength: 100 }) content?: string;
}

/**
 * One event as a client sends it. Checked one by one by the use case (not by the request validator), so
 * that one bad event refuses only itself.
 */
@ApiSchema({ name: 'AnalyticsEventInput' })
export class AnalyticsEventInputDto {
  @ApiProperty({
    format: 'uuid',
    description: 'Vom Client gewählt; ein zweites Mal gesendet ist es ein Duplikat.',
  })
  id!: string;
  @ApiProperty({
    example: 'calculation.created',
    pattern: EVENT_NAME.source,
    maxLength: 80,
    description: `Bekannte Namen mit festem Eigenschaftsschema: ${Object.keys(KNOWN_EVENTS)
      .map((n) => `\`${n}\``)
      .join(', ')}; andere Namen tragen flache Werte (Text bis 200 Zeichen, Zahl, Wahrheitswert).`,
  })
  name!: string;
  @ApiProperty({
    format: 'date-time',
    description: 'ISO 8601 mit Zeitzone; nicht vor 2000, höchstens 1 h in der Zukunft.',
  })
  occurredAt!: string;
  @ApiPropertyOptional({
    format: 'date-time',
    description:
      'Sendezeit nach der Uhr des Clients: die Abweichung zur Serveruhr wird von `occurredAt` abgezogen.',
  })
  sentAt?: string;
  @ApiProperty({
    maxLength: MAX_ACTOR_ID_LENGTH,
    description:
      'Pseudonyme Kennung des Nutzers (z. B. eine zufällige UUID). Nie ein Name oder eine E-Mail-Adresse.',
  })
  actorId!: string;
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'Eigenschaften nach dem Schema des Namens.',
  })
  properties?: Record<string, unknown>;
  @ApiPropertyOptional({
    type: AnalyticsUtmDto,
    description: `UTM-Felder (${UTM_FIELDS.join(', ')}), kleingeschrieben gespeichert.`,
  })
  utm?: AnalyticsUtmDto;
}

@ApiSchema({ name: 'IngestAnalyticsEventsRequest' })
export class IngestEventsRequestDto {
  @ApiProperty({
    type: [AnalyticsEventInputDto],
    minItems: 1,
    maxItems: 1000,
    description:
      'Bis zu 1.000 Ereignisse (Free 100, Developer 500); mehr als der Tarif erlaubt: 413 ' +
      '`ANALYTICS_BATCH_TOO_LARGE`, auf jedem Tarif und für jeden Körper bis 500 KB.',
  })
  // No ArrayMaxSize: the use case answers a batch over the plan's limit with 413, not a 400.
  @IsArray()
  @ArrayMinSize(1)
  events!: unknown[];
}

@ApiSchema({ name: 'AnalyticsEventRefusal' })
export class EventRefusalDto {
  @ApiProperty({ type: 'integer', description: 'Position im Stapel (ab 0).' }) index!: number;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) id!: string | null;
  @ApiProperty({ example: 'occurredAt', description: 'Feld, z. B. `properties.programId`.' }) field!: string;
  @ApiProperty({ enum: REFUSAL_CODES }) code!: RefusalCode;
  @ApiProperty({ description: 'Warum das Ereignis abgelehnt wurde, auf Deutsch.' }) message!: string;
}

@ApiSchema({ name: 'IngestAnalyticsEventsResponse' })
export class IngestEventsResponseDto {
  @ApiProperty({ type: 'integer', description: 'Neu gespeicherte Ereignisse.' }) accepted!: number;
  @ApiProperty({
    type: 'integer',
    description: 'Schon bekannte Ids (auch doppelt im Stapel): nicht noch einmal gespeichert.',
  })
  duplicates!: number;
  @ApiProperty({ type: [EventRefusalDto] }) rejected!: EventRefusalDto[];
}
