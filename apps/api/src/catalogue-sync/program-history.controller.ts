import type { TenantId } from '@libs/shared';
import { Controller, Get, HttpException, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ProgramRepository } from '@libs/catalogue';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { bodyOf } from '../platform/errors/global-exception.filter';
import { CurrentTenant } from '../platform/tenancy/current-tenant.decorator';
import { DEFAULT_PAGE_SIZE, PageQueryDto } from '../platform/validation/page-query.dto';
import { GetProgramDetails } from './application/get-program-details.use-case';
import { ProgramSyncStore } from './application/program-sync-store.port';
import { TermReviewStore } from './application/term-review-store.port';
import { CATALOGUE_SYNC_ERROR_CODES } from './catalogue-sync.error-codes';
import { ListProgramChangesRequestDto, ListProgramChangesResponseDto } from './dto/program-changes.dto';
import { ProgramHistoryResponseDto, toVersionDto } from './dto/program-history.response.dto';
import { ProgramTextTermsDto, toProgramTextTerms } from './dto/program-terms.dto';
import { ProgramDetailsResponseDto, toProgramDetails } from './dto/program-details.response.dto';

/** The catalogue's change history from the Förderdatenbank import (ADR 0015). */
@ApiTags('Programs')
@Controller('api/v2/programs')
export class ProgramHistoryController {
  constructor(
    private readonly store: ProgramSyncStore,
    private readonly programs: ProgramRepository,
    private readonly terms: TermReviewStore,
    private readonly programDetails: GetProgramDetails,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'listProgramChanges',
    summary: 'Was sich im Katalog geändert hat',
    description:
      'Die Versionen, die seit `changedSince` aus dem Abgleich mit der Förderdatenbank entstanden sind: neue, ' +
      'geänderte, ausgelaufene und zurückgekehrte Programme, mit den geänderten Feldern. Die vollständige ' +
      'Programmliste liefert `GET /api/v1/programs`.',
  })
  @ApiOkResponse({ type: ListProgramChangesResponseDto })
  @ApiErrorResponses(400, 401, 403, 429)
  async changes(@Query() query: ListProgramChangesRequestDto): Promise<ListProgramChangesResponseDto> {
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const offset = query.offset ?? 0;
    const { changes, total } = await this.store.changedSince(new Date(query.changedSince), limit, offset);
    return {
      items: changes.map((c) => ({ ...c, changedAt: c.changedAt.toISOString() })),
      total,
      limit,
      offset,
    };
  }

  @Get(':id/history')
  @ApiOperation({
    operationId: 'getProgramHistory',
    summary: 'Versionen eines Programms',
    description:
      'Jede Version aus der Förderdatenbank mit Gültigkeit, Prüfsumme, Importlauf und feldgenauer Änderung; die ' +
      'Texte unverändert mit Lizenzangabe (CC BY-ND). Kuratierte Programme behalten ihre Konditionen: Änderungen ' +
      'der Quelle stehen hier, ohne die kuratierten Angaben zu überschreiben. Seitenweise (`limit`, `offset`, ' +
      'älteste zuerst, `total`); jede Version ist durch die Grenzen des Imports beschränkt (höchstens 4 MB je ' +
      'Datensatz, 500.000 Zeichen je Feld).',
  })
  @ApiOkResponse({ type: ProgramHistoryResponseDto })
  @ApiErrorResponses(400, 401, 403, 404, 429)
  async history(
    @CurrentTenant() tenantId: TenantId,
    @Param('id') id: string,
    @Query() page: PageQueryDto,
  ): Promise<ProgramHistoryResponseDto> {
    const limit = page.limit ?? DEFAULT_PAGE_SIZE;
    const offset = page.offset ?? 0;
    // Visibility as in the catalogue (a tenant's own program is no one else's); warm, this reads no row.
    const program = await this.programs.findById(tenantId, id);
    const { versions, total } = program
      ? await this.store.historyPage(id, limit, offset)
      : { versions: [], total: 0 };
    if (!program && total === 0)
      throw new HttpException(
        bodyOf('PROGRAM_HISTORY_NOT_FOUND'),
        CATALOGUE_SYNC_ERROR_CODES.PROGRAM_HISTORY_NOT_FOUND.status,
      );
    return { programId: id, versions: versions.map(toVersionDto), total, limit, offset };
  }

  @Get(':id/details')
  @ApiOperation({
    operationId: 'getProgramDetails',
    summary: 'Was die Förderdatenbank zu einem Programm sagt',
    description:
      'Die Angaben der aktuellen Version aus der Förderdatenbank (offizieller Export): Antragsberechtigung, ' +
      'Verfahren, Fristen (als Text), Rechtsgrundlage und Fundstelle, Status-Hinweis, je als HTML wie geliefert ' +
      'und als Text; Förderart, -bereich mit Unterbereichen, -gebiet, Förderberechtigte, Unternehmensgrößen, ' +
      'Branchen, GRW, Fördergeber, Kontakte und weiterführende Links; mit Lizenzangabe. Für Programme ohne ' +
      'Import (eigene, nicht verknüpfte kuratierte) 404. Getrennt davon `derived`: abgeleitete ' +
      'Anzeigeformen für Texte, in denen der Export ein Zeichen als `?` verloren hat (nicht der Text der Quelle).',
  })
  @ApiOkResponse({ type: ProgramDetailsResponseDto })
  @ApiErrorResponses(400, 401, 403, 404, 429)
  async details(
    @CurrentTenant() tenantId: TenantId,
    @Param('id') id: string,
  ): Promise<ProgramDetailsResponseDto> {
    const newest = await this.programDetails.execute(tenantId, id);
    if (!newest)
      throw new HttpException(
        bodyOf('PROGRAM_DETAILS_NOT_FOUND'),
        CATALOGUE_SYNC_ERROR_CODES.PROGRAM_DETAILS_NOT_FOUND.status,
      );
    return toProgramDetails(id, newest.entry, newest.validFrom);
  }

  @Get(':id/terms')
  @ApiOperation({
    operationId: 'getProgramTextTerms',
    summary: 'Aus dem Programmtext gelesene Konditionen',
    description:
      'Für aus der Förderdatenbank übernommene Programme: bestätigte Angaben mit Herkunft („aus dem ' +
      'Programmtext, bestätigt am … von …“) und, getrennt davon, Vorschläge des Extraktors mit Belegsatz, ' +
      'Fundstelle und Konfidenz. Vorschläge sind keine Fakten und gehen in keine Zahl ein. Kuratierte Programme ' +
      'haben keine: ihre Konditionen stehen in `GET /api/v1/programs/{id}`.',
  })
  @ApiOkResponse({ type: ProgramTextTermsDto })
  @ApiErrorResponses(400, 401, 403, 404, 429)
  async textTerms(
    @CurrentTenant() tenantId: TenantId,
    @Param('id') id: string,
  ): Promise<ProgramTextTermsDto> {
    // Visibility as in the catalogue; a tenant's own program shadows a public one and has no proposals.
    const program = await this.programs.findById(tenantId, id);
    if (!program)
      throw new HttpException(
        bodyOf('PROGRAM_TERMS_NOT_FOUND'),
        CATALOGUE_SYNC_ERROR_CODES.PROGRAM_TERMS_NOT_FOUND.status,
      );
    return toProgramTextTerms(id, program.tenantId === null ? await this.terms.proposalsOf(id) : []);
  }
}
