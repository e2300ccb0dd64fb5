import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import {
  PROGRAM_CATEGORIES,
  PROGRAM_LEVELS,
  PROGRAM_PROVIDERS,
  PROGRAM_STATUSES,
  type ProgramCategory,
  type ProgramLevel,
  type ProgramProvider,
  type ProgramStatus,
} from '@libs/shared';

@ApiSchema({ name: 'ProgramSearchHighlights' })
export class ProgramSearchHighlightsDto {
  @ApiPropertyOptional({
    description:
      'Der Name mit den Treffern in `<mark>…</mark>`; alles andere HTML-maskiert (sicher als HTML einzufügen). ' +
      'Fehlt, wenn der Name keinen Treffer enthält.',
  })
  name?: string;

  @ApiPropertyOptional({
    description:
      'Die Stelle der Beschreibung (Textform) mit den meisten Treffern, höchstens etwa 180 Zeichen, ebenso markiert.',
  })
  description?: string;
}

/** One hit: the program's key facts (the whole program: `GET /api/v1/programs/{id}`). */
@ApiSchema({ name: 'ProgramSearchHit' })
export class ProgramSearchHitDto {
  @ApiProperty({ example: 'by-digitalbonus-standard' }) id!: string;
  @ApiProperty() name!: string;
  @ApiPropertyOptional() shortName?: string;
  @ApiProperty({ enum: PROGRAM_PROVIDERS }) provider!: ProgramProvider;
  @ApiProperty({ enum: PROGRAM_CATEGORIES }) category!: ProgramCategory;
  @ApiPropertyOptional({ enum: PROGRAM_LEVELS }) level?: ProgramLevel;
  @ApiProperty({ enum: PROGRAM_STATUSES }) status!: ProgramStatus;
  @ApiProperty({
    minimum: 0,
    description: 'Höchstbetrag in EUR (0 mit `amountsKnown` false: nicht angegeben).',
  })
  maxAmount!: number;
  @ApiProperty() amountsKnown!: boolean;
  @ApiPropertyOptional({ minimum: 0, maximum: 1, description: 'Höchster Fördersatz als Anteil.' })
  subsidyRateMax?: number;
  @ApiPropertyOptional() deminimis?: boolean;
  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'Ende des letzten Antragstags (deutsche Zeit) als UTC-Zeitpunkt; null ohne Frist.',
  })
  applicationDeadline!: string | null;
  @ApiProperty({ type: [String] }) eligibleRegions!: string[];
  @ApiProperty({ type: [String] }) targetGroups!: string[];
  @ApiPropertyOptional({
    example: 'nw-gruendungsstipendium-nrw',
    description:
      'Id des Nachfolgeprogramms, wenn die Quelle eines beendeten Programms eines nennt; die Suche listet es vor ihm.',
  })
  successorId?: string;
  @ApiProperty({
    minimum: 0,
    description:
      'Relevanz (BM25F über Name, Kurzname, Stichwörter, Zielgruppen und Förderbereiche, Beschreibung, ' +
      'Antragsberechtigte; nicht offene Programme abgewertet); 0 ohne Suchtext.',
  })
  score!: number;
  @ApiProperty({ type: ProgramSearchHighlightsDto }) highlights!: ProgramSearchHighlightsDto;
}

@ApiSchema({ name: 'FacetValue' })
export class FacetValueDto {
  @ApiProperty() value!: string;
  @ApiProperty({ type: 'integer', minimum: 0 }) count!: number;
}

@ApiSchema({ name: 'LabelledFacetValue' })
export class LabelledFacetValueDto {
  @ApiProperty({ description: 'Code der Förderdatenbank (Wert des gleichnamigen Filters).' }) value!: string;
  @ApiProperty({ description: 'Deutsche Bezeichnung.' }) label!: string;
  @ApiProperty({ type: 'integer', minimum: 0 }) count!: number;
}

const categoryFacet = (what: string) => ({
  type: [LabelledFacetValueDto] as [typeof LabelledFacetValueDto],
  description:
    `${what} laut Förderdatenbank, nur wenn \`facets\` sie nennt: Treffer je Wert unter dem Suchtext und allen ` +
    'anderen Filtern (der eigene bleibt außer Acht), häufigste zuerst; ein Programm mit mehreren Werten zählt bei jedem.',
});

const facet = (what: string) => ({
  type: [FacetValueDto] as [typeof FacetValueDto],
  description: `${what}: Treffer je Wert unter dem Suchtext und allen anderen Filtern (der eigene Filter dieser Facette bleibt außer Acht), häufigste zuerst.`,
});

@ApiSchema({ name: 'ProgramSearchFacets' })
export class ProgramSearchFacetsDto {
  @ApiProperty(facet('Fördergeber')) provider!: FacetValueDto[];
  @ApiProperty(facet('Förderart')) category!: FacetValueDto[];
  @ApiProperty(facet('Ebene')) level!: FacetValueDto[];
  @ApiProperty(
    facet('Bundesland (`region`-Semantik: bundesweite Programme zählen in jedem Land) und `bundesweit`'),
  )
  region!: FacetValueDto[];
  @ApiProperty(facet('Status')) status!: FacetValueDto[];
  @ApiProperty(facet('Zielgruppe')) targetGroup!: FacetValueDto[];
  @ApiProperty(facet('Größenklasse')) companySize!: FacetValueDto[];
  @ApiProperty(facet('De-minimis (`true`/`false`)')) deminimis!: FacetValueDto[];
  @ApiPropertyOptional(categoryFacet('Förderart')) fundingType?: LabelledFacetValueDto[];
  @ApiPropertyOptional(categoryFacet('Förderbereich')) area?: LabelledFacetValueDto[];
  @ApiPropertyOptional(categoryFacet('Unterbereich (`<Förderbereich>.<Code>`)'))
  subArea?: LabelledFacetValueDto[];
  @ApiPropertyOptional(categoryFacet('Förderberechtigte')) applicant?: LabelledFacetValueDto[];
}

@ApiSchema({ name: 'ProgramSearchResponse' })
export class SearchProgramsResponseDto {
  @ApiProperty({ type: [ProgramSearchHitDto] }) items!: ProgramSearchHitDto[];
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Alle Treffer von Suchtext und Filtern.' })
  total!: number;
  @ApiProperty({ type: 'integer' }) limit!: number;
  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'Cursor der nächsten Seite (Parameter `cursor`); null auf der letzten Seite.',
  })
  nextCursor!: string | null;
  @ApiProperty({
    description:
      'false: kein Programm passt auf alle Wörter von `q`; gelistet sind die, die auf eines passen.',
  })
  matchedAllWords!: boolean;
  @ApiProperty({ type: ProgramSearchFacetsDto }) facets!: ProgramSearchFacetsDto;
  @ApiProperty({
    type: 'string',
    nullable: true,
    description:
      'Version des Katalogs, auf der die Antwort berechnet wurde (wie im `ETag` von `GET /api/v1/programs`). ' +
      'Nach einer Katalogänderung antwortet die Suche aus der vorigen Version, bis der neue Index gebaut ist.',
  })
  catalogueVersion!: string | null;
}
