import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { PERSONAL_DATA_CATEGORIES, SUBJECT_IDENTIFIERS } from '../../platform/features/data-inventory';
import type { TableAction } from '../application/subject-data.port';
import {
  DSGVO_REQUEST_STATUSES,
  type DsgvoRequest,
  type ErasureReceipt,
  type PortabilityReceipt,
} from '../domain/dsgvo-request';

export class TableActionDto {
  @ApiProperty({ example: 'api_keys' }) table!: string;
  @ApiProperty({ enum: PERSONAL_DATA_CATEGORIES, isArray: true }) categories!: string[];
  @ApiProperty({
    enum: ['delete', 'pseudonymise', 'restrict'],
    description:
      '`restrict`: Aufbewahrungspflicht (Art. 17 Abs. 3 lit. b DSGVO, § 35 Abs. 3 BDSG), gelöscht nach `restrictedUntil`.',
  })
  action!: string;
  @ApiProperty({ type: 'integer', minimum: 0 }) rows!: number;
  @ApiPropertyOptional({ type: [String], description: 'Pseudonymisierte Spalten.' }) columns?: string[];
  @ApiPropertyOptional({ type: 'string', format: 'date', nullable: true }) restrictedUntil?: string | null;
  @ApiPropertyOptional({ example: '§ 147 Abs. 1 Nr. 4, Abs. 3 AO' }) ground?: string;
}

/** The preview summed up per category of personal data (Art. 30(1)(c)): how many rows, and what happens. */
export class CategoryPreviewDto {
  @ApiProperty({ enum: PERSONAL_DATA_CATEGORIES }) category!: string;
  @ApiProperty({ type: 'integer', minimum: 0 }) rows!: number;
  @ApiProperty({ enum: ['delete', 'pseudonymise', 'restrict'], isArray: true }) actions!: string[];
  @ApiProperty({ type: [String], description: 'Die Tabellen dieser Kategorie.' }) tables!: string[];
}

export class DsgvoSubjectRefDto {
  @ApiProperty({ enum: SUBJECT_IDENTIFIERS }) identifier!: string;
  @ApiProperty({
    description:
      'SHA-256 über Mandant, Art und Wert der Kennung (der Wert selbst wird nach Abschluss gelöscht).',
  })
  digest!: string;
}

export class ExternalErasureActionDto {
  @ApiProperty({ example: 'hubspot', description: 'Das angebundene System.' }) system!: string;
  @ApiProperty({ example: 'companies' }) objectType!: string;
  @ApiProperty({ type: 'integer', minimum: 0 }) objects!: number;
  @ApiProperty({
    enum: ['deletion_queued', 'not_possible'],
    description:
      '`deletion_queued`: die Löschung im System ist beauftragt; `not_possible`: der Mandant muss selbst löschen (siehe `note`).',
  })
  action!: string;
  @ApiProperty() note!: string;
}

export class ErasureReceiptDto {
  @ApiProperty({ format: 'date-time' }) executedAt!: string;
  @ApiProperty({ type: [TableActionDto], description: 'Gelöscht oder pseudonymisiert.' })
  erased!: TableActionDto[];
  @ApiProperty({
    type: [TableActionDto],
    description: 'Aufbewahrt (eingeschränkt) mit Frist und Rechtsgrund.',
  })
  kept!: TableActionDto[];
  @ApiProperty({
    type: [ExternalErasureActionDto],
    description: 'Löschungen in angebundenen Systemen (CRM), die diese Löschung beauftragt hat.',
  })
  external!: ExternalErasureActionDto[];
  @ApiProperty({
    type: [String],
    description:
      'Frühere Exportanfragen der Person (Ids), deren Archive diese Löschung gelöscht hat; ihr Download antwortet 410 `DSGVO_ARCHIVE_ERASED`.',
  })
  archivesDeleted!: string[];
  @ApiProperty({ description: 'SHA-256 der kanonischen Quittung (auch im Audit-Log).' }) sha256!: string;
}

export class ExportFileDto {
  @ApiProperty({ example: 'identifiers.json' }) name!: string;
  @ApiProperty() sha256!: string;
  @ApiPropertyOptional({ type: 'integer', minimum: 0 }) rows?: number;
}

export class PortabilityResultDto {
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({
    type: [ExportFileDto],
    description: 'Dateien des Archivs mit SHA-256, darunter `manifest.json` (Kategorien, Schemata, Hashes).',
  })
  files!: ExportFileDto[];
  @ApiProperty({ description: 'SHA-256 der kanonischen Quittung.' }) sha256!: string;
  @ApiProperty({ type: 'string', nullable: true, description: 'Download des ZIP-Archivs, bis `expiresAt`.' })
  downloadUrl!: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) expiresAt!: string | null;
}

@ApiExtraModels(ErasureReceiptDto, PortabilityResultDto)
export class DsgvoRequestResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['erasure', 'portability'] }) kind!: string;
  @ApiProperty({
    enum: DSGVO_REQUEST_STATUSES,
    description:
      '`partially_completed`: gelöscht bis auf Daten mit Aufbewahrungspflicht (siehe `erasure.kept`) oder auf Kopien in einem angebundenen System, die der Mandant selbst löschen muss (siehe `erasure.external`).',
  })
  status!: string;
  @ApiProperty({ type: DsgvoSubjectRefDto }) subject!: DsgvoSubjectRefDto;
  @ApiProperty({ format: 'date-time' }) receivedAt!: string;
  @ApiProperty({
    format: 'date',
    description: 'Frist nach Art. 12 Abs. 3 DSGVO: ein Kalendermonat ab Eingang (31.01. → 28./29.02.).',
  })
  dueDate!: string;
  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'Wann die Frist um zwei Monate verlängert wurde (Art. 12 Abs. 3 Satz 2), sonst `null`.',
  })
  extendedAt!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) extensionReason!: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) completedAt!: string | null;
  @ApiProperty({
    type: [TableActionDto],
    description: 'Vorschau bei Eingang: was je Tabelle geschehen wird.',
  })
  preview!: TableActionDto[];
  @ApiProperty({ type: [CategoryPreviewDto], description: 'Die Vorschau je Datenkategorie.' })
  previewByCategory!: CategoryPreviewDto[];
  @ApiProperty({
    oneOf: [{ $ref: getSchemaPath(ErasureReceiptDto) }, { type: 'null' }],
    description: 'Quittung einer ausgeführten Löschanfrage, sonst `null`.',
  })
  erasure!: ErasureReceiptDto | null;
  @ApiProperty({
    oneOf: [{ $ref: getSchemaPath(PortabilityResultDto) }, { type: 'null' }],
    description: 'Ergebnis einer ausgeführten Exportanfrage, sonst `null`.',
  })
  portability!: PortabilityResultDto | null;
}

const action = (a: TableAction): TableActionDto => ({
  table: a.table,
  categories: [...a.categories],
  action: a.action,
  rows: a.rows,
  ...(a.columns ? { columns: [...a.columns] } : {}),
  ...(a.action === 'restrict' ? { restrictedUntil: a.restrictedUntil ?? null, ground: a.ground } : {}),
});

function byCategory(actions: TableAction[]): CategoryPreviewDto[] {
  const out = new Map<string, CategoryPreviewDto>();
  for (const a of actions)
    for (const category of a.categories) {
      const c = out.get(category) ?? { category, rows: 0, actions: [], tables: [] };
      c.rows += a.rows;
      if (!c.actions.includes(a.action)) c.actions.push(a.action);
      if (!c.tables.includes(a.table)) c.tables.push(a.table);
      out.set(category, c);
    }
  return [...out.values()].sort((x, y) => x.category.localeCompare(y.category));
}

export const archivePath = (id: string) => `/api/v2/dsgvo/requests/${id}/archive`;

export function toDsgvoRequestResponse(r: DsgvoRequest, now: Date): DsgvoRequestResponseDto {
  const erasure = r.kind === 'erasure' && r.receipt ? (r.receipt as ErasureReceipt) : null;
  const portability = r.kind === 'portability' && r.receipt ? (r.receipt as PortabilityReceipt) : null;
  const downloadable = r.archiveExpiresAt !== null && r.archiveExpiresAt > now;
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    subject: { identifier: r.subjectIdentifier, digest: r.subjectDigest },
    receivedAt: r.receivedAt.toISOString(),
    dueDate: r.dueDate,
    extendedAt: r.extendedAt?.toISOString() ?? null,
    extensionReason: r.extensionReason,
    completedAt: r.completedAt?.toISOString() ?? null,
    preview: r.preview.map(action),
    previewByCategory: byCategory(r.preview),
    erasure: erasure
      ? {
          executedAt: erasure.executedAt,
          erased: erasure.erased.map(action),
          kept: erasure.kept.map(action),
          external: (erasure.external ?? []).map((e) => ({ ...e })),
          archivesDeleted: erasure.archivesDeleted ?? [],
          sha256: r.receiptHash ?? '',
        }
      : null,
    portability: portability
      ? {
          createdAt: portability.createdAt,
          files: portability.files.map((f) => ({
            name: f.name,
            sha256: f.sha256,
            ...(f.rows !== undefined ? { rows: f.rows } : {}),
          })),
          sha256: r.receiptHash ?? '',
          downloadUrl: downloadable ? archivePath(r.id) : null,
          expiresAt: downloadable ? r.archiveExpiresAt!.toISOString() : null,
        }
      : null,
  };
}
