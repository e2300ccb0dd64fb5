import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Length,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import {
  COMPANY_SIZES,
  PROGRAM_CATEGORIES,
  PROGRAM_LEVELS,
  PROGRAM_PROVIDERS,
  PROGRAM_STATUSES,
  type CompanySize,
  type ProgramCategory,
  type ProgramLevel,
  type ProgramProvider,
  type ProgramStatus,
} from '@libs/shared';
import { parseRegionScope } from '@libs/catalogue';
import { SEARCH_SORTS, type SearchSort } from '@libs/program-search';
import { toIntegerOrRaw } from '../../platform/validation/query-transforms';
import { SearchCategoryFiltersDto } from './search-category-filters.request.dto';

const splitList = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.split(',').map((v) => v.trim()) : value;
const toNumberOrRaw = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value.trim()) : value;
const toBooleanOrRaw = ({ value }: { value: unknown }): unknown =>
  value === 'true' ? true : value === 'false' ? false : value;
const IsRegion = () =>
  ValidateBy({
    name: 'isRegion',
    validator: { validate: (v: unknown) => typeof v === 'string' && parseRegionScope(v) !== null },
  });
const list = (values: readonly string[], what: string) => ({
  type: 'string' as const,
  description: `${what} Mehrere Werte kommagetrennt (einer davon genügt): ${values.map((v) => `\`${v}\``).join(', ')}.`,
});

/** Query of `GET /api/v2/programs/search`. Unknown and repeated parameters are refused with 400. */
export class SearchProgramsRequestDto extends SearchCategoryFiltersDto {
  @ApiPropertyOptional({
    description:
      'Suchtext wie in ein Suchfeld getippt, z. B. `Digitalisierung Handwerk Sachsen`. Deutsch normalisiert ' +
      '(Groß-/Kleinschreibung, Umlaute und ß: "Foerderung" = "Förderung"), Wortstämme und Komposita ' +
      '("Gründung" findet "Existenzgründung", "Digitalisierung" findet "Digitalbonus"), Tippfehler ab 5 ' +
      'Buchstaben (einer, ab 9 zwei). Ein genanntes Bundesland grenzt wie `region` ein und zieht dessen ' +
      'Programme vor. Alle Wörter müssen passen (Wörter in mehr als der Hälfte der Programme grenzen nicht ' +
      'ein); passt kein Programm auf alle, genügt eines (`matchedAllWords` false).',
    maxLength: 200,
    example: 'Digitalisierung Handwerk',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;

  @ApiPropertyOptional(list(PROGRAM_PROVIDERS, 'Fördergeber.'))
  @IsOptional()
  @Transform(splitList)
  @IsArray()
  @ArrayMaxSize(PROGRAM_PROVIDERS.length)
  @IsIn(PROGRAM_PROVIDERS, { each: true })
  provider?: ProgramProvider[];

  @ApiPropertyOptional(list(PROGRAM_CATEGORIES, 'Art des Förderinstruments.'))
  @IsOptional()
  @Transform(splitList)
  @IsArray()
  @ArrayMaxSize(PROGRAM_CATEGORIES.length)
  @IsIn(PROGRAM_CATEGORIES, { each: true })
  category?: ProgramCategory[];

  @ApiPropertyOptional(list(PROGRAM_LEVELS, 'Geografische Ebene.'))
  @IsOptional()
  @Transform(splitList)
  @IsArray()
  @ArrayMaxSize(PROGRAM_LEVELS.length)
  @IsIn(PROGRAM_LEVELS, { each: true })
  level?: ProgramLevel[];

  @ApiPropertyOptional({
    type: 'string',
    minLength: 2,
    maxLength: 32,
    description:
      'Wie in `GET /api/v1/programs`: ein Bundesland (`SN`, `DE-SN`, `Sachsen`) liefert die dort offenen ' +
      'Programme (bundesweite, EU- und die des Landes), `bundesweit` nur die bundesweit offenen.',
    example: 'SN',
  })
  @IsOptional()
  @IsString()
  @Length(2, 32)
  @IsRegion()
  region?: string;

  @ApiPropertyOptional(list(PROGRAM_STATUSES, 'Status.'))
  @IsOptional()
  @Transform(splitList)
  @IsArray()
  @ArrayMaxSize(PROGRAM_STATUSES.length)
  @IsIn(PROGRAM_STATUSES, { each: true })
  status?: ProgramStatus[];

  @ApiPropertyOptional({
    type: 'string',
    description:
      'Zielgruppe, wie sie die Programme nennen (siehe Facette `targetGroup`, z. B. `KMU`, `Gruender`, ' +
      '`Handwerk`); Umlaute gleichwertig ("Gründer" = "Gruender"). Mehrere kommagetrennt (eine genügt).',
    example: 'Handwerk',
  })
  @IsOptional()
  @Transform(splitList)
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @Length(1, 80, { each: true })
  targetGroup?: string[];

  @ApiPropertyOptional(
    list(COMPANY_SIZES, 'Größenklasse (Empfehlung 2003/361/EG), für die das Programm offen ist.'),
  )
  @IsOptional()
  @Transform(splitList)
  @IsArray()
  @ArrayMaxSize(COMPANY_SIZES.length)
  @IsIn(COMPANY_SIZES, { each: true })
  companySize?: CompanySize[];

  @ApiPropertyOptional({
    type: 'boolean',
    description: 'Nur De-minimis-Beihilfen (`true`) oder keine (`false`).',
  })
  @IsOptional()
  @Transform(toBooleanOrRaw)
  @IsBoolean()
  deminimis?: boolean;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    maximum: 3650,
    description:
      'Nur Programme, deren Antragsfrist heute oder in höchstens so vielen Tagen endet (deutsche Zeit).',
    example: 30,
  })
  @IsOptional()
  @Transform(toIntegerOrRaw)
  @IsInt()
  @Min(0)
  @Max(3650)
  closingWithinDays?: number;

  @ApiPropertyOptional({
    type: 'boolean',
    description:
      '`true`: nur jetzt beantragbare Programme (Status `aktiv`, Frist nicht abgelaufen, Antragsstart erreicht).',
  })
  @IsOptional()
  @Transform(toBooleanOrRaw)
  @IsBoolean()
  openNow?: boolean;

  @ApiPropertyOptional({
    type: 'number',
    minimum: 0,
    description:
      'Mindestens dieser Höchstbetrag (`maxAmount`, EUR); Programme ohne Betragsangabe fallen heraus.',
  })
  @IsOptional()
  @Transform(toNumberOrRaw)
  @IsNumber()
  @Min(0)
  @Max(1e12)
  amountMin?: number;

  @ApiPropertyOptional({ type: 'number', minimum: 0, description: 'Höchstens dieser Höchstbetrag (EUR).' })
  @IsOptional()
  @Transform(toNumberOrRaw)
  @IsNumber()
  @Min(0)
  @Max(1e12)
  amountMax?: number;

  @ApiPropertyOptional({
    type: 'number',
    minimum: 0,
    maximum: 1,
    description:
      'Mindestens dieser Fördersatz (`subsidyRateMax`, Anteil: 0,5 = 50 %); Programme ohne Satz fallen heraus.',
  })
  @IsOptional()
  @Transform(toNumberOrRaw)
  @IsNumber()
  @Min(0)
  @Max(1)
  rateMin?: number;

  @ApiPropertyOptional({
    type: 'number',
    minimum: 0,
    maximum: 1,
    description: 'Höchstens dieser Fördersatz (Anteil).',
  })
  @IsOptional()
  @Transform(toNumberOrRaw)
  @IsNumber()
  @Min(0)
  @Max(1)
  rateMax?: number;

  @ApiPropertyOptional({
    enum: SEARCH_SORTS,
    default: 'relevance',
    description:
      '`relevance`: beste Treffer zuerst (ohne `q`: nach `id`); `deadline`: nächste Antragsfrist zuerst, ' +
      'Programme ohne Frist zuletzt; `amount`: höchster `maxAmount` zuerst, ohne Betragsangabe zuletzt. ' +
      'Gleichstand immer nach `id` (bytewise).',
  })
  @IsOptional()
  @IsIn(SEARCH_SORTS)
  sort?: SearchSort;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: 100,
    default: 20,
    description: 'Seitengröße.',
  })
  @IsOptional()
  @Transform(toIntegerOrRaw)
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;

  @ApiPropertyOptional({
    type: 'string',
    maxLength: 500,
    description:
      '`nextCursor` der vorigen Seite, mit sonst denselben Parametern (`limit` darf sich ändern). Ein Cursor ' +
      'einer anderen Suche: 400.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  cursor?: string;
}
