import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { LegalSourceDto } from '../../platform/openapi/legal-source.dto';
import { CHAIN_BREAK_REASONS } from '../domain/audit-chain';
import { EVIDENCE_STATUSES } from '../domain/gobd-assessment';

export class EvidenceDto {
  @ApiProperty({ example: 'hash_chain' }) kind!: string;
  @ApiProperty() detail!: string;
}

export class AssessedRequirementDto {
  @ApiProperty({ example: 'unveraenderbarkeit' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({
    enum: [...EVIDENCE_STATUSES],
    description:
      '`not_assessable`: gilt, aber der Dienst kann dazu nichts selbst erheben (Grund im Nachweis).',
  })
  status!: string;
  @ApiProperty({ type: [EvidenceDto], description: 'Was der Dienst selbst belegt (selbst erhoben).' })
  evidence!: EvidenceDto[];
  @ApiProperty({ type: 'string', nullable: true, description: 'Was beim Kunden bleibt.' })
  customerPart!: string | null;
  @ApiProperty({ example: 'GoBD Rz. 58–60', description: 'Die Textstelle, auf der die Anforderung beruht.' })
  source!: string;
  @ApiProperty({
    type: [LegalSourceDto],
    description:
      'Die Textstellen von `source` als Daten: Rechtsakt, amtlicher Text, Randnummer oder Paragraph.',
  })
  sources!: LegalSourceDto[];
}

export class ChainBreakDto {
  @ApiProperty({ type: 'integer' }) seq!: number;
  @ApiProperty({
    enum: [...CHAIN_BREAK_REASONS],
    description:
      '`start_missing`: die Kette beginnt nicht mit Eintrag 1; `head_missing`/`head_mismatch`: der übergebene ' +
      'Kopf (`headSeq`, `headHash`) fehlt oder wurde geändert – Einträge am Ende wurden entfernt oder ersetzt.',
  })
  reason!: string;
}

@ApiExtraModels(ChainBreakDto)
export class AuditChainDto {
  @ApiProperty({ type: 'integer', minimum: 0 }) entries!: number;
  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description:
      'Folgenummer des Kopfs (letzter Eintrag, bis zu dem die Kette hält). Kopf aufbewahren und beim nächsten ' +
      'Abruf als `headSeq`/`headHash` übergeben: nur so wird das Entfernen der neuesten Einträge erkannt.',
  })
  headSeq!: number;
  @ApiProperty({ description: 'Hash des Kopfs (64 Nullen bei leerer Kette).' }) headHash!: string;
  @ApiProperty({ format: 'date-time' }) verifiedAt!: string;
  @ApiProperty({
    oneOf: [{ $ref: getSchemaPath(ChainBreakDto) }, { type: 'null' }],
    description: 'Das erste gebrochene Glied, sonst `null`.',
  })
  brokenAt!: ChainBreakDto | null;
}

export class GobdResponseDto {
  @ApiProperty({ format: 'date-time' }) generatedAt!: string;
  @ApiProperty({ example: 'BMF-Schreiben vom 28.11.2019, geändert am 11.03.2024 und 14.07.2025' })
  basis!: string;
  @ApiProperty({ type: AuditChainDto }) auditLog!: AuditChainDto;
  @ApiProperty({ type: [AssessedRequirementDto] }) principles!: AssessedRequirementDto[];
}

export class AuditEntryDto {
  @ApiProperty({ type: 'integer', minimum: 1 }) seq!: number;
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({ example: 'dsgvo.erasure_completed' }) action!: string;
  @ApiProperty({ example: 'dsgvo_request' }) entityType!: string;
  @ApiProperty() entityId!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: {
      oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }, { type: 'null' }],
    },
    description: 'Ids, Zähler und Hashes; nie personenbezogene Daten.',
  })
  details!: Record<string, unknown>;
  @ApiProperty({ description: 'Hash des vorigen Eintrags (64 Nullen vor dem ersten).' }) prevHash!: string;
  @ApiProperty({ description: 'SHA-256 über `prevHash` und den kanonischen Eintrag.' }) hash!: string;
}

export class AuditLogResponseDto {
  @ApiProperty({ type: [AuditEntryDto] }) items!: AuditEntryDto[];
  @ApiProperty({ type: 'integer' }) total!: number;
  @ApiProperty({ type: 'integer' }) limit!: number;
  @ApiProperty({ type: 'integer' }) offset!: number;
}
