import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import type { StoredDatevSettings } from '../application/datev-settings.port';
import type { DatevSettings } from '../domain/datev-settings';

/**
 * Body of `PUT /api/v2/integrations/datev/settings` (replaces the settings as a whole). Types and ranges here;
 * the formats that depend on other fields (an account's length) are checked in `datevSettingsIssues`.
 */
@ApiSchema({ name: 'DatevSettingsRequest' })
export class DatevSettingsRequestDto {
  @ApiProperty({ example: 29098, minimum: 1001, maximum: 9999999 })
  @IsInt()
  @Min(1001)
  @Max(9_999_999)
  beraterNummer!: number;
  @ApiProperty({ example: 55003, minimum: 1, maximum: 99999 })
  @IsInt()
  @Min(1)
  @Max(99_999)
  mandantenNummer!: number;
  @ApiProperty({
    example: '01-01',
    pattern: '^\\d{2}-\\d{2}$',
    description:
      'Tag, an dem das Wirtschaftsjahr jedes Jahr beginnt (MM-TT); das Jahr ergibt sich aus dem Zeitraum des Exports.',
  })
  @IsString()
  wirtschaftsjahrBeginnMonatTag!: string;
  @ApiProperty({ example: 4, minimum: 4, maximum: 8 }) @IsInt() @Min(4) @Max(8) sachkontenlaenge!: number;
  @ApiProperty({ enum: ['03', '04'] }) @IsIn(['03', '04']) skr!: '03' | '04';
  @ApiProperty({
    example: '1548',
    pattern: '^\\d{4,9}$',
    description:
      'Konto (Soll) der Zuschüsse, z. B. eine Forderung; Sachkontenlänge Ziffern (oder eine mehr für ein Personenkonto).',
  })
  @IsString()
  konto!: string;
  @ApiProperty({
    example: '2744',
    pattern: '^\\d{4,9}$',
    description: 'Gegenkonto (Haben), z. B. ein Ertragskonto für Zuschüsse; Länge wie beim Konto.',
  })
  @IsString()
  gegenkonto!: string;
  @ApiPropertyOptional({
    example: '40',
    pattern: '^\\d{1,4}$',
    description: 'BU-Schlüssel (nur wenn der Kontenrahmen einen verlangt).',
  })
  @IsOptional()
  @IsString()
  buSchluessel?: string;
}

@ApiSchema({ name: 'DatevSettings' })
export class DatevSettingsResponseDto {
  @ApiProperty({ example: 29098 }) beraterNummer!: number;
  @ApiProperty({ example: 55003 }) mandantenNummer!: number;
  @ApiProperty({ example: '01-01', description: 'Beginn des Wirtschaftsjahres (MM-TT).' })
  wirtschaftsjahrBeginnMonatTag!: string;
  @ApiProperty({ example: 4 }) sachkontenlaenge!: number;
  @ApiProperty({ enum: ['03', '04'] }) skr!: '03' | '04';
  @ApiProperty({ example: '1548' }) konto!: string;
  @ApiProperty({ example: '2744' }) gegenkonto!: string;
  @ApiProperty({ type: String, nullable: true, example: null }) buSchluessel!: string | null;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export const toDatevSettings = (b: DatevSettingsRequestDto): DatevSettings => ({
  beraterNummer: b.beraterNummer,
  mandantenNummer: b.mandantenNummer,
  wirtschaftsjahrBeginnMonatTag: b.wirtschaftsjahrBeginnMonatTag,
  sachkontenlaenge: b.sachkontenlaenge,
  skr: b.skr,
  konto: b.konto,
  gegenkonto: b.gegenkonto,
  buSchluessel: b.buSchluessel ?? null,
});

export const toDatevSettingsResponse = (s: StoredDatevSettings): DatevSettingsResponseDto => ({
  beraterNummer: s.beraterNummer,
  mandantenNummer: s.mandantenNummer,
  wirtschaftsjahrBeginnMonatTag: s.wirtschaftsjahrBeginnMonatTag,
  sachkontenlaenge: s.sachkontenlaenge,
  skr: s.skr,
  konto: s.konto,
  gegenkonto: s.gegenkonto,
  buSchluessel: s.buSchluessel,
  updatedAt: s.updatedAt.toISOString(),
});
