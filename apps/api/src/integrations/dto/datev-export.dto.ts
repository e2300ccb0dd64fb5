import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsCalendarDate, IsEuroAmount } from './validators';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';

@ApiSchema({ name: 'DatevPeriod' })
export class DatevPeriodDto {
  @ApiProperty({ example: '2026-01-01' }) @IsCalendarDate() from!: string;
  @ApiProperty({ example: '2026-12-31' }) @IsCalendarDate() to!: string;
}

const FROM_SETTINGS = 'Fehlt es, gilt der Wert aus den DATEV-Einstellungen des Mandanten.';

@ApiSchema({ name: 'DatevAccounts' })
export class DatevAccountsDto {
  @ApiPropertyOptional({
    example: '1548',
    description: `Konto (Soll), z. B. eine Forderung aus Zuschüssen im Kontenrahmen des Mandanten. ${FROM_SETTINGS}`,
  })
  @IsOptional()
  @Matches(/^\d{4,9}$/, { message: 'muss 4 bis 9 Ziffern haben' })
  konto?: string;
  @ApiPropertyOptional({
    example: '2744',
    description: `Gegenkonto (Haben), z. B. ein Ertragskonto für Zuschüsse. ${FROM_SETTINGS}`,
  })
  @IsOptional()
  @Matches(/^\d{4,9}$/, { message: 'muss 4 bis 9 Ziffern haben' })
  gegenkonto?: string;
  @ApiPropertyOptional({
    example: '40',
    description: `BU-Schlüssel (nur wenn der Kontenrahmen einen verlangt). ${FROM_SETTINGS} Leer (\`""\`): ohne BU-Schlüssel buchen, auch wenn die Einstellungen einen nennen.`,
  })
  @IsOptional()
  @Matches(/^\d{0,4}$/, { message: 'hat höchstens 4 Ziffern' })
  buSchluessel?: string;
}

@ApiSchema({ name: 'DatevGrant' })
export class DatevGrantDto {
  @ApiProperty({ example: '2026-03-15', description: 'Datum des Zuwendungsbescheids (Belegdatum).' })
  @IsCalendarDate()
  belegdatum!: string;
  @ApiProperty({ example: 12500.5, minimum: 0.01 })
  @IsEuroAmount()
  @Min(0.01)
  @Max(9_999_999_999.99)
  amountEur!: number;
  @ApiProperty({
    example: 'BAFA-2026-0815',
    maxLength: 36,
    description: 'Aktenzeichen des Bescheids (Belegfeld 1).',
  })
  @IsString()
  @MaxLength(36)
  belegfeld1!: string;
  @ApiProperty({ example: 'Zuschuss BAFA Beratung', maxLength: 60 })
  @IsString()
  @MaxLength(60)
  buchungstext!: string;
}

/** Body of `POST /api/v2/integrations/datev/export`. */
@ApiSchema({ name: 'DatevExportRequest' })
export class DatevExportRequestDto {
  @ApiProperty({ type: DatevPeriodDto })
  @ValidateNested()
  @Type(() => DatevPeriodDto)
  period!: DatevPeriodDto;
  @ApiPropertyOptional({ example: 29098, minimum: 1001, maximum: 9999999, description: FROM_SETTINGS })
  @IsOptional()
  @IsInt()
  @Min(1001)
  @Max(9_999_999)
  beraterNummer?: number;
  @ApiPropertyOptional({ example: 55003, minimum: 1, maximum: 99999, description: FROM_SETTINGS })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(99_999)
  mandantenNummer?: number;
  @ApiPropertyOptional({
    example: '2026-01-01',
    description: `Beginn des Wirtschaftsjahres, in dem der Zeitraum liegt. Fehlt es, folgt er aus dem Beginn (MM-TT) der DATEV-Einstellungen und dem Zeitraum.`,
  })
  @IsOptional()
  @IsCalendarDate()
  wirtschaftsjahrBeginn?: string;
  @ApiPropertyOptional({ example: 4, minimum: 4, maximum: 8, description: FROM_SETTINGS })
  @IsOptional()
  @IsInt()
  @Min(4)
  @Max(8)
  sachkontenlaenge?: number;
  @ApiPropertyOptional({ enum: ['03', '04'], description: FROM_SETTINGS })
  @IsOptional()
  @IsIn(['03', '04'])
  skr?: '03' | '04';
  @ApiPropertyOptional({
    type: DatevAccountsDto,
    description: 'Jedes Feld einzeln; fehlende aus den Einstellungen.',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => DatevAccountsDto)
  accounts?: DatevAccountsDto;
  @ApiPropertyOptional({ default: false }) @IsOptional() @IsBoolean() festschreibung?: boolean;
  @ApiPropertyOptional({ maxLength: 30, default: 'Fördermittel' })
  @IsOptional()
  @IsString()
  @MaxLength(30)
  bezeichnung?: string;
  @ApiPropertyOptional({ maxLength: 2, default: 'FM' })
  @IsOptional()
  @IsString()
  @MaxLength(2)
  diktatkuerzel?: string;
  @ApiProperty({ type: [DatevGrantDto], minItems: 1, maxItems: 5000 })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(5000)
  @ValidateNested({ each: true })
  @Type(() => DatevGrantDto)
  grants!: DatevGrantDto[];
}

@ApiSchema({ name: 'DatevExportCheck' })
export class DatevExportCheckDto {
  @ApiProperty({ example: 'belegfeld1_eindeutig' }) id!: string;
  @ApiProperty({ example: 'Belegfeld 1 je Buchung eindeutig (sonst derselbe Bescheid zweimal?)' })
  rule!: string;
  @ApiProperty({
    enum: ['ok', 'warning', 'not_applicable'],
    description:
      '`warning`: die Datei ist gültig, verdient aber einen Blick; `not_applicable`: die Datei enthält keinen Wert dafür. Eine verletzte Regel liefert keine Datei, sondern 422.',
  })
  status!: string;
  @ApiProperty({ description: 'Werte der Datei, an denen die Regel geprüft wurde.' }) checked!: number;
  @ApiProperty({ description: 'Davon auffällig (bei `warning`).' }) findings!: number;
  @ApiProperty({ type: [Number], description: 'Zeilen der Datei mit Befund (höchstens 20).' })
  lines!: number[];
}

@ApiSchema({ name: 'DatevExportReport' })
export class DatevExportReportDto {
  @ApiProperty({ description: 'Buchungszeilen der Datei.' }) bookings!: number;
  @ApiProperty({ example: '12500,50', description: 'Summe der Umsätze, aus der Datei zurückgelesen.' })
  totalAmount!: string;
  @ApiProperty({ description: 'Zeilen der Datei (Kopf, Spalten, Buchungen).' }) lines!: number;
  @ApiProperty({ enum: ['windows-1252'] }) encoding!: string;
  @ApiProperty({ enum: ['CRLF'] }) lineEnding!: string;
  @ApiProperty({
    type: [DatevExportCheckDto],
    description: 'Jede Regel des DATEV-Formats, an der zurückgelesenen Datei geprüft.',
  })
  checks!: DatevExportCheckDto[];
}

@ApiSchema({ name: 'DatevExport' })
export class DatevExportResponseDto {
  @ApiProperty({ example: 'EXTF_Buchungsstapel_20260101_20261231.csv' }) fileName!: string;
  @ApiProperty({ enum: ['text/csv; charset=windows-1252'] }) contentType!: string;
  @ApiProperty({ format: 'byte', description: 'Die Datei, Base64 (Windows-1252, CRLF).' })
  contentBase64!: string;
  @ApiProperty({ type: DatevExportReportDto }) report!: DatevExportReportDto;
}
