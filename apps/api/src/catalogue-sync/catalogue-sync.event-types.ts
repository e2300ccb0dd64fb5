import { ApiProperty, ApiSchema, type ApiPropertyOptions } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsArray,
  IsBoolean,
  IsDateString,
  IsInt,
  IsOptional,
  IsString,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { defineEventTypes } from '../platform/events/event-types';
import { EVENT_LIST_LIMIT, EVENT_TEXT_LIMIT, TRUNCATION_MARKER } from './domain/field-diff';

/** A changed field's value in an event: text, list of labels or links, the offline flag, or none. */
const IsFieldValue = () =>
  ValidateBy({
    name: 'isFieldValue',
    validator: {
      validate: (v: unknown) =>
        v === null ||
        typeof v === 'string' ||
        typeof v === 'boolean' ||
        (Array.isArray(v) && v.every((i) => typeof i === 'string')),
      defaultMessage: () => 'expected a string, a boolean, a list of strings or null',
    },
  });
const FIELD_VALUE: ApiPropertyOptions = {
  anyOf: [
    { type: 'string', nullable: true },
    { type: 'boolean' },
    { type: 'array', items: { type: 'string' } },
  ],
};

/** One changed field in `program.updated`. */
@ApiSchema({ name: 'ProgramUpdatedChange' })
export class ProgramUpdatedChange {
  @ApiProperty({ example: 'texts.description', description: 'Feld der Quelle (normalisiert).' })
  @IsString()
  field!: string;
  @ApiProperty({ ...FIELD_VALUE, description: 'Wert vorher (gekürzt, siehe `truncated`).' })
  @IsFieldValue()
  before!: string | boolean | string[] | null;
  @ApiProperty({ ...FIELD_VALUE, description: 'Wert nachher (gekürzt, siehe `truncated`).' })
  @IsFieldValue()
  after!: string | boolean | string[] | null;
  @ApiProperty({
    description:
      `true: ein Text wurde nach ${EVENT_TEXT_LIMIT} Zeichen abgeschnitten (endet auf \`${TRUNCATION_MARKER.trim()}\`) ` +
      `oder eine Liste nach ${EVENT_LIST_LIMIT} Einträgen; die vollständigen Werte liefert ` +
      '`GET /api/v2/programs/{id}/history`.',
  })
  @IsBoolean()
  truncated!: boolean;
}

/** `data` of `program.updated`. */
@ApiSchema({ name: 'ProgramUpdatedPayload' })
export class ProgramUpdatedPayload {
  @ApiProperty({ description: 'Abrufbar unter `GET /api/v1/programs/{id}`.' }) @IsString() programId!: string;
  @ApiProperty({
    type: [String],
    description: 'Geänderte Felder der Quelle (z. B. `texts.description`, `fundingLocations`).',
  })
  @IsArray()
  @IsString({ each: true })
  changedFields!: string[];
  @ApiProperty({
    type: [ProgramUpdatedChange],
    description: 'Die Änderung je Feld mit den Werten vorher und nachher (lange Werte gekürzt).',
  })
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => ProgramUpdatedChange)
  changes!: ProgramUpdatedChange[];
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

/** `data` of `program.removed`. */
@ApiSchema({ name: 'ProgramRemovedPayload' })
export class ProgramRemovedPayload {
  @ApiProperty() @IsString() programId!: string;
  @ApiProperty({ format: 'date', description: 'Seit wann das Programm als `ausgelaufen` geführt wird.' })
  @IsDateString()
  removedOn!: string;
}

/** `data` of `legal.rule_expiring`. */
@ApiSchema({ name: 'LegalRuleExpiringPayload' })
export class LegalRuleExpiringPayload {
  @ApiProperty({ description: 'Regel, wie in `GET /api/v2/legal/rules`.' }) @IsString() ruleId!: string;
  @ApiProperty({ format: 'date', description: 'Letzter Tag der Geltung.' }) @IsDateString() validTo!: string;
  @ApiProperty({ type: 'integer', minimum: 0 }) @IsInt() @Min(0) daysLeft!: number;
}

/** `data` of `legal.change_detected`. */
@ApiSchema({ name: 'LegalChangeDetectedPayload' })
export class LegalChangeDetectedPayload {
  @ApiProperty({ description: 'Kennung des Gesetzgebungsvorgangs in der Quelle (DIP).' })
  @IsString()
  changeId!: string;
  @ApiProperty() @IsString() title!: string;
  @ApiProperty({ type: [String], description: 'Betroffene Regeln (`GET /api/v2/legal/rules`).' })
  @IsArray()
  @IsString({ each: true })
  ruleIds!: string[];
}

export const CATALOGUE_SYNC_EVENT_TYPES = defineEventTypes('catalogue-sync', {
  'program.updated': {
    description:
      'Ein Förderprogramm wurde geändert (Abgleich mit der Förderdatenbank des Bundes), mit den geänderten ' +
      'Feldern und ihren Werten vorher und nachher.',
    payload: ProgramUpdatedPayload,
  },
  'program.removed': {
    description:
      'Ein Förderprogramm ist nicht mehr in der Förderdatenbank und wird als `ausgelaufen` geführt.',
    payload: ProgramRemovedPayload,
  },
  'legal.rule_expiring': {
    description: 'Eine datierte Regel der Berechnung läuft in höchstens 90 Tagen aus.',
    payload: LegalRuleExpiringPayload,
  },
  'legal.change_detected': {
    description: 'Ein Gesetzgebungsvorgang betrifft die Rechtsquelle einer Regel der Berechnung.',
    payload: LegalChangeDetectedPayload,
  },
});
