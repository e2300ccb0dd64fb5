import { ApiProperty, ApiSchema, type ApiPropertyOptions } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsArray,
  IsBoolean,
  IsDateString,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { defineEventTypes } from '../platform/events/event-types';
import { EVENT_LIST_LIMIT, EVENT_TEXT_LIMIT, TRUNCATION_MARKER } from './domain/field-diff';
import { SUMMARY_PROGRAMS } from './domain/run-summary';

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

/** One program in `catalogue.synced`. */
@ApiSchema({ name: 'CatalogueSyncedProgram' })
export class CatalogueSyncedProgram {
  @ApiProperty({ description: 'Abrufbar unter `GET /api/v1/programs/{id}`.' }) @IsString() programId!: string;
  @ApiProperty({ description: 'Name des Programms, wie ihn die Quelle führt.' }) @IsString() title!: string;
  @ApiProperty({ format: 'uri', description: 'Seite des Programms in der Förderdatenbank.' })
  @IsString()
  sourceUrl!: string;
  @ApiProperty({ enum: ['new', 'changed', 'expired', 'returned'] })
  @IsIn(['new', 'changed', 'expired', 'returned'])
  kind!: string;
  @ApiProperty({ type: [String], description: 'Geänderte Felder wie in `program.updated`.' })
  @IsArray()
  @IsString({ each: true })
  changedFields!: string[];
  @ApiProperty({ type: [String], description: 'Die Änderungen in Worten (z. B. `Fördergebiet: + Sachsen`).' })
  @IsArray()
  @IsString({ each: true })
  changes!: string[];
  @ApiProperty({
    type: [String],
    description:
      'Fristen, die im Text neu stehen oder entfallen sind (z. B. `Neue Frist im Text: 31.03.2027`).',
  })
  @IsArray()
  @IsString({ each: true })
  deadlineChanges!: string[];
}

/** `counts` of `catalogue.synced`. */
@ApiSchema({ name: 'CatalogueSyncedCounts' })
export class CatalogueSyncedCounts {
  @ApiProperty({ type: 'integer', minimum: 0 }) @IsInt() @Min(0) new!: number;
  @ApiProperty({ type: 'integer', minimum: 0 }) @IsInt() @Min(0) changed!: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Nun `ausgelaufen`.' })
  @IsInt()
  @Min(0)
  expired!: number;
  @ApiProperty({ type: 'integer', minimum: 0 }) @IsInt() @Min(0) returned!: number;
}

/** `source` of `catalogue.synced`: the attribution the texts are shown under. */
@ApiSchema({ name: 'CatalogueSyncedSource' })
export class CatalogueSyncedSource {
  @ApiProperty({ example: 'Förderdatenbank des Bundes' }) @IsString() name!: string;
  @ApiProperty() @IsString() publisher!: string;
  @ApiProperty({ example: 'CC BY-ND 3.0 DE' }) @IsString() licence!: string;
  @ApiProperty({ format: 'uri' }) @IsString() licenceUrl!: string;
  @ApiProperty({ format: 'uri' }) @IsString() url!: string;
}

/** `data` of `catalogue.synced`. */
@ApiSchema({ name: 'CatalogueSyncedPayload' })
export class CatalogueSyncedPayload {
  @ApiProperty({ format: 'uuid', description: 'Der Lauf (`GET /api/v2/admin/catalogue/sync-runs`).' })
  @IsString()
  runId!: string;
  @ApiProperty({ type: CatalogueSyncedCounts })
  @ValidateNested()
  @Type(() => CatalogueSyncedCounts)
  counts!: CatalogueSyncedCounts;
  @ApiProperty({
    type: [CatalogueSyncedProgram],
    maxItems: SUMMARY_PROGRAMS,
    description:
      `Höchstens ${SUMMARY_PROGRAMS} Programme, wichtigste zuerst: ausgelaufene, dann Fristen im Text, ` +
      'wieder aufgenommene, geänderte Förderberechtigung, -gebiet oder -art, neue, übrige Änderungen.',
  })
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => CatalogueSyncedProgram)
  programs!: CatalogueSyncedProgram[];
  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description: 'Geänderte Programme, die nicht aufgeführt sind.',
  })
  @IsInt()
  @Min(0)
  notListed!: number;
  @ApiProperty({ type: CatalogueSyncedSource })
  @ValidateNested()
  @Type(() => CatalogueSyncedSource)
  source!: CatalogueSyncedSource;
}

/** `data` of `catalogue.daily_summary`: the day's applied runs as one summary. */
@ApiSchema({ name: 'CatalogueDailySummaryPayload' })
export class CatalogueDailySummaryPayload {
  @ApiProperty({
    format: 'date',
    description: 'Der Tag (Europe/Berlin), an dem die Übersicht erstellt wurde.',
  })
  @IsDateString()
  day!: string;
  @ApiProperty({ type: [String], description: 'Die Läufe der 24 Stunden davor, die den Katalog änderten.' })
  @IsArray()
  @IsString({ each: true })
  runIds!: string[];
  @ApiProperty({ type: CatalogueSyncedCounts, description: 'Summe der Läufe.' })
  @ValidateNested()
  @Type(() => CatalogueSyncedCounts)
  counts!: CatalogueSyncedCounts;
  @ApiProperty({
    type: [CatalogueSyncedProgram],
    maxItems: SUMMARY_PROGRAMS,
    description:
      'Jedes Programm einmal (mit den Änderungen aller Läufe), geordnet wie in `catalogue.synced`.',
  })
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => CatalogueSyncedProgram)
  programs!: CatalogueSyncedProgram[];
  @ApiProperty({ type: 'integer', minimum: 0 })
  @IsInt()
  @Min(0)
  notListed!: number;
  @ApiProperty({ type: CatalogueSyncedSource })
  @ValidateNested()
  @Type(() => CatalogueSyncedSource)
  source!: CatalogueSyncedSource;
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
  'catalogue.synced': {
    description:
      'Ein Abgleich mit der Förderdatenbank hat den Katalog geändert: ein Ereignis je Lauf mit den Zahlen und ' +
      'den wichtigsten Programmen (Slack und Teams erhalten es als eine Nachricht).',
    payload: CatalogueSyncedPayload,
  },
  'catalogue.daily_summary': {
    description:
      'Tagesübersicht des Förderkatalogs: die Abgleiche der letzten 24 Stunden in einem Ereignis (für Slack und ' +
      'Teams eine Nachricht am Tag statt einer je Lauf).',
    payload: CatalogueDailySummaryPayload,
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
