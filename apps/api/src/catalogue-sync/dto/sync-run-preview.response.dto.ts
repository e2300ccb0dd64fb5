import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { RunPreview } from '../application/program-sync-store.port';
import { FIELD_VALUE } from './program-history.response.dto';

@ApiSchema({ name: 'CatalogueSyncPreviewCounts' })
export class SyncPreviewCountsDto {
  @ApiProperty({ type: 'integer', description: 'Gültige Zeilen (Programme) der Datei.' }) rows!: number;
  @ApiProperty({ type: 'integer' }) new!: number;
  @ApiProperty({ type: 'integer' }) changed!: number;
  @ApiProperty({ type: 'integer' }) unchanged!: number;
  @ApiProperty({ type: 'integer' }) returned!: number;
  @ApiProperty({ type: 'integer', description: 'Zeilen, die verworfen würden (ungültig oder doppelt).' })
  refused!: number;
}

@ApiSchema({ name: 'CatalogueSyncBlankedField' })
export class SyncBlankedFieldDto {
  @ApiProperty({ description: 'Feld des normalisierten Eintrags, z. B. `texts.description`.' })
  field!: string;
  @ApiProperty({
    type: 'integer',
    description: 'Bekannte Programme, in denen es heute gefüllt ist und leer würde.',
  })
  count!: number;
  @ApiProperty({ type: 'integer', description: 'Bekannte Programme der Datei (Basis des Anteils).' })
  of!: number;
}

@ApiSchema({ name: 'CatalogueSyncFieldChange' })
export class SyncFieldChangeDto {
  @ApiProperty() field!: string;
  @ApiProperty({
    ...FIELD_VALUE,
    description: 'Wert vorher (Texte auf 500 Zeichen, Listen auf 20 Einträge gekürzt).',
  })
  before!: unknown;
  @ApiProperty({ ...FIELD_VALUE, description: 'Wert nachher (gekürzt wie `before`).' }) after!: unknown;
  @ApiProperty() truncated!: boolean;
}

@ApiSchema({ name: 'CatalogueSyncPreviewSample' })
export class SyncPreviewSampleDto {
  @ApiProperty() programId!: string;
  @ApiProperty({ description: 'Titel wie in der Datei.' }) title!: string;
  @ApiProperty({ enum: ['created', 'changed', 'returned'] }) kind!: string;
  @ApiProperty({ type: [SyncFieldChangeDto] }) changes!: SyncFieldChangeDto[];
}

@ApiSchema({ name: 'CatalogueSyncQuirk' })
export class SyncQuirkDto {
  @ApiProperty({ description: 'Kennung der Eigenart, z. B. `controlBytes`, `duplicateCode`.' }) code!: string;
  @ApiProperty({ description: 'Was die Eigenart ist und wie der Import sie behandelt (deutsch).' })
  label!: string;
  @ApiProperty({ type: 'integer', minimum: 1 }) count!: number;
}

@ApiSchema({ name: 'CatalogueSyncPreview' })
export class SyncRunPreviewDto {
  @ApiProperty({ format: 'uuid' }) runId!: string;
  @ApiProperty({ enum: ['applied', 'skipped', 'refused', 'failed', 'running'] }) status!: string;
  @ApiProperty({ type: SyncPreviewCountsDto }) counts!: SyncPreviewCountsDto;
  @ApiProperty({
    type: [SyncBlankedFieldDto],
    description: 'Felder, die in bekannten Programmen leer würden.',
  })
  blanked!: SyncBlankedFieldDto[];
  @ApiProperty({ type: [SyncPreviewSampleDto], description: 'Bis zu fünf Beispiele der Änderungen.' })
  samples!: SyncPreviewSampleDto[];
  @ApiProperty({
    type: [String],
    description: 'Warum der Lauf zurückgehalten wurde (deutsch); leer: er durfte angewendet werden.',
  })
  holds!: string[];
  @ApiProperty({
    enum: ['fdb-xml', 'csv'],
    required: false,
    description: 'Format der Datei: offizieller XML-Export oder alter CSV-Dump (fehlt bei älteren Läufen).',
  })
  format?: string;
  @ApiProperty({
    type: [SyncQuirkDto],
    description:
      'Eigenarten des XML-Exports, die der Lauf angetroffen und behandelt hat, je mit Anzahl (keine stillschweigend).',
  })
  quirks!: SyncQuirkDto[];
}

export const toPreviewDto = (runId: string, status: string, p: RunPreview): SyncRunPreviewDto => ({
  runId,
  status,
  counts: p.counts,
  blanked: p.blanked,
  samples: p.samples,
  holds: p.holds,
  ...(p.format ? { format: p.format } : {}),
  quirks: p.quirks ?? [],
});
