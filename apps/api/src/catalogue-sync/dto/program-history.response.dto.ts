import { ApiProperty, ApiSchema, type ApiPropertyOptions } from '@nestjs/swagger';
import { plainTextOf } from '@libs/catalogue';
import { attributionTextOf } from '../domain/dump-to-program';
import type { ProgramVersion } from '../application/program-sync-store.port';

const KINDS = ['created', 'changed', 'removed', 'returned'];
/** A watched field's value: text, list of labels or links, the offline flag, or a group (texts, contact). */
export const FIELD_VALUE: ApiPropertyOptions = {
  anyOf: [
    { type: 'string', nullable: true },
    { type: 'boolean' },
    { type: 'array', items: { type: 'string' } },
    { type: 'object', additionalProperties: true },
  ],
};

@ApiSchema({ name: 'ProgramFieldChange' })
export class ProgramFieldChangeDto {
  @ApiProperty({ example: 'texts.description', description: 'Feld der Quelle (normalisiert).' })
  field!: string;
  @ApiProperty({ ...FIELD_VALUE, description: 'Wert vorher (null bei neuen Feldern).' }) before!: unknown;
  @ApiProperty({ ...FIELD_VALUE, description: 'Wert nachher.' }) after!: unknown;
}

@ApiSchema({ name: 'ProgramSourceText' })
export class ProgramSourceTextDto {
  @ApiProperty({ description: 'Seite der Förderdatenbank.' }) url!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ description: 'HTML des Reiters „Kurzzusammenfassung“, unverändert wie geliefert.' })
  description!: string;
  @ApiProperty({
    description:
      'Dieselbe Kurzzusammenfassung als reiner Text (ohne Auszeichnung, Entitäten aufgelöst, jedes Wort ' +
      'unverändert), wie `descriptionText` des Programms in `GET /api/v1/programs/{id}`.',
  })
  descriptionText!: string;
  @ApiProperty({ description: 'HTML des Reiters „Zusatzinfos“, unverändert.' }) moreInfo!: string;
  @ApiProperty({ description: 'HTML des Reiters „Rechtsgrundlage“, unverändert.' }) legalBasis!: string;
  @ApiProperty({ type: 'string', nullable: true, description: 'Lizenzangabe der Quelle, wie geliefert.' })
  licenseInfo!: string | null;
  @ApiProperty({ description: 'Namensnennung (CC BY-ND): bei jeder Anzeige der Texte mitzuzeigen.' })
  attribution!: string;
}

@ApiSchema({ name: 'ProgramVersion' })
export class ProgramVersionDto {
  @ApiProperty({ type: 'integer', minimum: 1 }) version!: number;
  @ApiProperty({ enum: KINDS, description: '`created`, `changed`, `removed` (ausgelaufen) oder `returned`.' })
  kind!: string;
  @ApiProperty({ format: 'date-time' }) validFrom!: string;
  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'null: aktuelle Version.',
  })
  validTo!: string | null;
  @ApiProperty({ description: 'SHA-256 über die normalisierten beobachteten Felder.' }) checksum!: string;
  @ApiProperty({ format: 'uuid', description: 'Importlauf, der die Version angelegt hat.' }) runId!: string;
  @ApiProperty({ type: [ProgramFieldChangeDto] }) changes!: ProgramFieldChangeDto[];
  @ApiProperty({ type: ProgramSourceTextDto }) source!: ProgramSourceTextDto;
}

@ApiSchema({ name: 'ProgramHistory' })
export class ProgramHistoryResponseDto {
  @ApiProperty() programId!: string;
  @ApiProperty({
    type: [ProgramVersionDto],
    description: 'Eine Seite, älteste zuerst; leer ohne Eintrag in der Förderdatenbank.',
  })
  versions!: ProgramVersionDto[];
  @ApiProperty({ type: 'integer', description: 'Alle Versionen des Programms.' }) total!: number;
  @ApiProperty({ type: 'integer' }) limit!: number;
  @ApiProperty({ type: 'integer' }) offset!: number;
}

export function toVersionDto(v: ProgramVersion): ProgramVersionDto {
  return {
    version: v.version,
    kind: v.kind,
    validFrom: v.validFrom.toISOString(),
    validTo: v.validTo?.toISOString() ?? null,
    checksum: v.checksum,
    runId: v.runId,
    changes: v.diff.map((d) => ({ field: d.field, before: d.before ?? null, after: d.after ?? null })),
    source: {
      url: v.entry.url,
      title: v.entry.title,
      description: v.entry.texts.description,
      descriptionText: plainTextOf(v.entry.texts.description),
      moreInfo: v.entry.texts.moreInfo,
      legalBasis: v.entry.texts.legalBasis,
      licenseInfo: v.entry.licenseInfo,
      attribution: attributionTextOf(v.entry),
    },
  };
}
