import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import type { GobdExport } from '../domain/gobd-export';
import { ExportFileDto } from './dsgvo-request.response.dto';

export const gobdExportPath = (id: string) => `/api/v2/compliance/gobd/exports/${id}`;

/** The head of the audit log an archive contains. */
export class AuditHeadDto {
  @ApiProperty({ type: 'integer', minimum: 0 }) seq!: number;
  @ApiProperty({ pattern: '^[0-9a-f]{64}$' }) hash!: string;
}

/** A Z3 export: its state, its files with their hashes, and while it lasts the download. */
@ApiExtraModels(AuditHeadDto)
export class GobdExportResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['received', 'completed'] }) status!: string;
  @ApiProperty({ format: 'date-time' }) requestedAt!: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) completedAt!: string | null;
  @ApiProperty({
    type: [ExportFileDto],
    description:
      'Dateien des Archivs: `index.xml` (GDPdU-Beschreibungsstandard), `gdpdu-01-09-2004.dtd` und je Tabelle eine ' +
      'CSV-Datei (UTF-8, Semikolon, CRLF, Dezimalkomma; erste Zeile Spaltennamen), mit SHA-256.',
  })
  files!: ExportFileDto[];
  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'SHA-256 des ZIP-Archivs (auch im Audit-Log).',
  })
  sha256!: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'Download des ZIP-Archivs, bis `expiresAt`.' })
  downloadUrl!: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) expiresAt!: string | null;
  @ApiProperty({
    oneOf: [{ $ref: getSchemaPath(AuditHeadDto) }, { type: 'null' }],
    description:
      'Letzter Eintrag des Audit-Logs im Archiv (`seq`, `hash`), sobald erstellt. Aufbewahren und später als ' +
      '`headSeq`/`headHash` an `GET /api/v2/compliance/gobd` übergeben: fehlt er dort oder ist er geändert, ' +
      'wurden Einträge am Ende entfernt oder ersetzt.',
  })
  auditLogHead!: AuditHeadDto | null;
}

export function toGobdExportResponse(e: GobdExport, now: Date): GobdExportResponseDto {
  const downloadable = e.archiveExpiresAt !== null && e.archiveExpiresAt > now;
  return {
    id: e.id,
    status: e.status,
    requestedAt: e.requestedAt.toISOString(),
    completedAt: e.completedAt?.toISOString() ?? null,
    files: e.files.map((f) => ({
      name: f.name,
      sha256: f.sha256,
      ...(f.rows !== undefined ? { rows: f.rows } : {}),
    })),
    sha256: e.archiveSha256,
    downloadUrl: downloadable ? `${gobdExportPath(e.id)}/archive` : null,
    expiresAt: downloadable ? e.archiveExpiresAt!.toISOString() : null,
    auditLogHead: e.auditHead,
  };
}
