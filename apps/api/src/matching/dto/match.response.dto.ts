import { ApiProperty } from '@nestjs/swagger';

/** MatchEntry of spec 2.7. */
export class MatchEntryDto {
  @ApiProperty({ example: 'bafa-foerderung-unternehmensberatungen-kmu' }) programId!: string;
  @ApiProperty({ description: 'Name des Programms wie im Katalog (`name`).' }) programName!: string;
  @ApiProperty({
    minimum: 0,
    maximum: 100,
    description: 'Eignung 0-100, eine Nachkommastelle.',
    example: 67.5,
  })
  score!: number;
  @ApiProperty({
    type: [String],
    default: [],
    description: 'Gründe auf Deutsch, der stärkste zuerst; fehlende Angaben zuletzt.',
    example: ['Förderfähig in Sachsen', 'Geschätzte Förderung: 45.000 EUR (bei 200.000 EUR Projektkosten)'],
  })
  reasons!: string[];
}

/** MatchResponse of spec 2.7. */
export class MatchResponseDto {
  @ApiProperty({
    type: [MatchEntryDto],
    description: 'Nach `score` absteigend sortiert, höchstens `limit` Einträge.',
  })
  matches!: MatchEntryDto[];
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Anzahl aller passenden Programme vor `limit`.' })
  total!: number;
}
