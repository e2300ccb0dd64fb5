import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsArray, IsDateString, IsInt, IsString, Min } from 'class-validator';
import { defineEventTypes } from '../platform/events/event-types';

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
