import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { SyncRun } from '../application/program-sync-store.port';

@ApiSchema({ name: 'CatalogueSyncReviewItem' })
export class SyncReviewItemDto {
  @ApiProperty({
    description:
      'Ein kuratiertes Programm, dessen Quelle sich geändert hat, oder ein übernommenes (`fdb-*`), das ' +
      'möglicherweise ein kuratiertes ist (die Kandidaten nennt `reason`).',
  })
  programId!: string;
  @ApiProperty({ description: '`id_hash` des Eintrags in der Förderdatenbank.' }) idHash!: string;
  @ApiProperty() reason!: string;
  @ApiProperty({ type: [String] }) fields!: string[];
}

@ApiSchema({ name: 'CatalogueSyncRunCounts' })
export class SyncRunCountsDto {
  @ApiProperty({ type: 'integer', description: 'Gültige Zeilen (Programme) der Datei.' }) rows!: number;
  @ApiProperty({ type: 'integer' }) new!: number;
  @ApiProperty({ type: 'integer' }) changed!: number;
  @ApiProperty({ type: 'integer' }) unchanged!: number;
  @ApiProperty({ type: 'integer', description: 'Als `ausgelaufen` markiert.' }) gone!: number;
  @ApiProperty({ type: 'integer' }) returned!: number;
  @ApiProperty({ type: 'integer', description: 'Verworfene Zeilen (ungültig oder doppelt).' })
  refused!: number;
  @ApiProperty({
    type: 'integer',
    description: 'Zur Prüfung: Änderungen kuratierter Programme und unsichere Verknüpfungen.',
  })
  review!: number;
}

@ApiSchema({ name: 'CatalogueSyncRun' })
export class SyncRunDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'Datei oder URL des Imports.' }) source!: string;
  @ApiProperty({ description: 'SHA-256 der Datei.' }) fileChecksum!: string;
  @ApiProperty({
    enum: ['applied', 'skipped', 'refused', 'failed'],
    description: '`refused`: mehr als die erlaubte Zahl an Zeilen fehlte; zur Prüfung zurückgehalten.',
  })
  status!: string;
  @ApiProperty({ format: 'date-time' }) startedAt!: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) finishedAt!: string | null;
  @ApiProperty({ type: SyncRunCountsDto }) counts!: SyncRunCountsDto;
  @ApiProperty({ type: [SyncReviewItemDto] }) review!: SyncReviewItemDto[];
  @ApiProperty({ type: 'string', nullable: true }) note!: string | null;
  @ApiProperty({
    type: [String],
    nullable: true,
    description:
      'Kuratierte Programme (ids), mit denen nach diesem Lauf kein Eintrag der Förderdatenbank verknüpft ist: ' +
      'ihre Seiten kämen als eigene `fdb-*`-Programme hinzu, solange die Kuration sie nicht als Quelle nennt. ' +
      'null bei Läufen, die nichts angewendet haben.',
  })
  unlinkedCurated!: string[] | null;
}

@ApiSchema({ name: 'CatalogueSyncRunList' })
export class SyncRunListDto {
  @ApiProperty({ type: [SyncRunDto], description: 'Neueste zuerst (höchstens 50).' }) items!: SyncRunDto[];
}

export const toSyncRunDto = ({ columns: _c, preview: _p, summary: _s, ...r }: SyncRun): SyncRunDto => ({
  ...r,
  startedAt: r.startedAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
});
