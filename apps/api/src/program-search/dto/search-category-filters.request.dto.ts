import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, ValidateBy } from 'class-validator';
import { APPLICANT_LABELS, FUNDING_AREA_LABELS, FUNDING_TYPE_LABELS, isSubAreaCode } from '@libs/catalogue';
import { CATEGORY_FACETS, type CategoryFacet } from '@libs/program-search';

const splitList = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.split(',').map((v) => v.trim()) : value;
/** `true`: every category facet; `false`: none; else a list of them. */
const toFacetList = ({ value }: { value: unknown }): unknown =>
  value === 'true' ? [...CATEGORY_FACETS] : value === 'false' ? [] : splitList({ value });

const codes = (labels: Readonly<Record<string, string>>, what: string) => ({
  type: 'string' as const,
  description:
    `${what} Mehrere Codes kommagetrennt (einer davon genügt): ` +
    `${Object.entries(labels)
      .map(([code, label]) => `\`${code}\` (${label})`)
      .join(', ')}.`,
});
const IsSubArea = () =>
  ValidateBy(
    {
      name: 'isSubArea',
      validator: { validate: (v: unknown) => typeof v === 'string' && isSubAreaCode(v) },
    },
    {
      each: true,
      message:
        'Muss ein Unterbereich der Form <Förderbereich>.<Code> mit einem bekannten Förderbereich sein ' +
        '(z. B. arbeit.betriebliche_arbeitsplaetze)',
    },
  );

/**
 * The Förderdatenbank's categories as filters of `GET /api/v2/programs/search`, and which of them to count
 * as facets. Region (Fördergebiet), level and company size are the route's `region`, `level` and
 * `companySize`.
 */
export class SearchCategoryFiltersDto {
  @ApiPropertyOptional(
    codes(
      FUNDING_TYPE_LABELS,
      'Förderart laut Förderdatenbank. Programme ohne deren Angabe (kuratierte, eigene) nach ihrer ' +
        '`category` (`kredit` als `darlehen`, `steuervorteil` und `beratung` als `sonstige`).',
    ),
  )
  @IsOptional()
  @Transform(splitList)
  @IsArray()
  @ArrayMaxSize(Object.keys(FUNDING_TYPE_LABELS).length)
  @IsIn(Object.keys(FUNDING_TYPE_LABELS), { each: true })
  fundingType?: string[];

  @ApiPropertyOptional(
    codes(
      FUNDING_AREA_LABELS,
      'Förderbereich laut Förderdatenbank; Programme ohne Förderbereich (kuratierte, eigene) fallen heraus.',
    ),
  )
  @IsOptional()
  @Transform(splitList)
  @IsArray()
  @ArrayMaxSize(Object.keys(FUNDING_AREA_LABELS).length)
  @IsIn(Object.keys(FUNDING_AREA_LABELS), { each: true })
  area?: string[];

  @ApiPropertyOptional({
    type: 'string',
    description:
      'Unterbereich eines Förderbereichs als `<Förderbereich>.<Code>` (Codes der Förderdatenbank, siehe ' +
      'Facette `subArea`), z. B. `arbeit.betriebliche_arbeitsplaetze`. Mehrere kommagetrennt (einer genügt). ' +
      'Ein unbekannter Förderbereich: 400; ein Code, den kein Programm nennt, findet nichts.',
    example: 'unternehmensfinanzierung.betriebsmittel',
  })
  @IsOptional()
  @Transform(splitList)
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @IsSubArea()
  subArea?: string[];

  @ApiPropertyOptional(
    codes(
      APPLICANT_LABELS,
      'Förderberechtigte laut Förderdatenbank; Programme ohne diese Angabe (kuratierte, eigene) fallen ' +
        'heraus (dort: `targetGroup`).',
    ),
  )
  @IsOptional()
  @Transform(splitList)
  @IsArray()
  @ArrayMaxSize(Object.keys(APPLICANT_LABELS).length)
  @IsIn(Object.keys(APPLICANT_LABELS), { each: true })
  applicant?: string[];

  @ApiPropertyOptional({
    type: 'string',
    description:
      'Welche Kategorie-Facetten zu zählen sind: `true` alle, sonst kommagetrennt aus ' +
      `${CATEGORY_FACETS.map((f) => `\`${f}\``).join(', ')}. Ohne den Parameter (oder \`false\`) fehlen ` +
      'sie in `facets` und kosten nichts; die übrigen Facetten kommen immer.',
    example: 'fundingType,area',
  })
  @IsOptional()
  @Transform(toFacetList)
  @IsArray()
  @ArrayMaxSize(CATEGORY_FACETS.length)
  @IsIn(CATEGORY_FACETS, { each: true })
  facets?: CategoryFacet[];
}
