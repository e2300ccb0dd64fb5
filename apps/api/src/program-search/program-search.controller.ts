import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { CurrentScope, type TenantScope } from '../platform/tenancy/current-tenant.decorator';
import { CurrentUsageActor, UsageSignals, type UsageActor } from '../platform/events/usage-signals';
import { RequestValidationError } from '../platform/errors/request-validation.error';
import { SearchCursorMismatch, SearchPrograms } from './application/search-programs.use-case';
import { toSearchResponse } from './adapters/search-response.mapper';
import { SearchProgramsRequestDto } from './dto/search-programs.request.dto';
import { SearchProgramsResponseDto } from './dto/search-programs.response.dto';

const DESCRIPTION = `
Volltextsuche über Name, Kurzname, Zielgruppen und Beschreibung der Programme, die der Mandant sieht (der
öffentliche Katalog und eigene Programme), mit Filtern, Facetten und Cursor-Seiten (ADR 0023).

- **Suchtext** \`q\`: deutsch normalisiert und gestemmt, Komposita über Wortanfang und -inneres, Tippfehler bei
  längeren Wörtern; Gewichtung Name > Kurzname > Zielgruppen/Phasen > Beschreibung (BM25F). \`highlights\`
  markiert die Treffer.
- **Filter** werden mit UND verknüpft, Listen eines Filters (kommagetrennt) mit ODER.
- **Facetten**: je Filter die Trefferzahl je Wert unter dem Suchtext und den übrigen Filtern.
- **Kategorien der Förderdatenbank**: Förderart (\`fundingType\`), Förderbereich (\`area\`) und Unterbereich
  (\`subArea\`), Förderberechtigte (\`applicant\`) als Filter (Codes; UND zwischen den Filtern, ODER innerhalb
  eines) und, nur wenn \`facets\` sie nennt (\`facets=true\` alle), als Facetten mit \`label\`. Fördergebiet,
  Ebene und Unternehmensgröße sind \`region\`, \`level\` und \`companySize\`. Ein unbekannter Code: 400.
- **Seiten**: \`nextCursor\` an \`cursor\` übergeben; die Reihenfolge ist stabil (Gleichstand nach \`id\`).
  Ändert sich der Katalog zwischen zwei Seiten, gilt die neue Version ab der nächsten Seite.
`;

@ApiTags('Programs')
@Controller('api/v2/programs/search')
export class ProgramSearchController {
  constructor(
    private readonly search: SearchPrograms,
    private readonly signals: UsageSignals,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'searchPrograms',
    summary: 'Programme suchen',
    description: DESCRIPTION.trim(),
  })
  @ApiOkResponse({ type: SearchProgramsResponseDto })
  @ApiErrorResponses(400, 401, 403, 429)
  async find(
    @CurrentScope() scope: TenantScope,
    @CurrentUsageActor() actor: UsageActor,
    @Query() query: SearchProgramsRequestDto,
  ): Promise<SearchProgramsResponseDto> {
    let page;
    try {
      page = await this.search.execute(scope.tenantId, query);
    } catch (err) {
      if (err instanceof SearchCursorMismatch)
        throw new RequestValidationError([
          { path: ['cursor'], message: 'Cursor gehört zu einer anderen Suche oder ist ungültig.' },
        ]);
      throw err;
    }
    // A search is its first page; turning pages is not another search (as GET /api/v1/programs).
    if (query.cursor === undefined && this.signals.listening)
      this.signals.emit({
        name: 'program.searched',
        scope,
        actor,
        properties: {
          ...(query.category ? { category: query.category.join(',').slice(0, 64) } : {}),
          ...(query.level ? { level: query.level.join(',').slice(0, 64) } : {}),
          ...(query.region ? { region: query.region } : {}),
          resultCount: page.result.total,
        },
      });
    return toSearchResponse(page);
  }
}
