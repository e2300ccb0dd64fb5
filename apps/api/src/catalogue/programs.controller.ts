import { Controller, Get, Headers, Param, Query, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ProgramNotFoundError } from '@libs/catalogue';
import type { FastifyReply } from 'fastify';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { CurrentScope, type TenantScope } from '../platform/tenancy/current-tenant.decorator';
import { CurrentUsageActor, type UsageActor } from '../platform/events/usage-signals';
import type { FastAnswer } from '../platform/http/fast-lane';
import { ListProgramsRequestDto } from './dto/list-programs.request.dto';
import { ListProgramsResponseDto } from './dto/list-programs.response.dto';
import { ProgramResponseDto } from './dto/program.response.dto';
import { CatalogueReads } from './adapters/catalogue-reads';
import { CatalogueSnapshots } from './persistence/catalogue-snapshots';

const ETAG_HEADER = {
  ETag: {
    description: 'Version des Katalogs, aus der die Antwort stammt (für `If-None-Match`).',
    schema: { type: 'string' },
  },
} as const;
const IF_NONE_MATCH = {
  name: 'If-None-Match',
  required: false,
  description:
    'Ein zuvor erhaltenes `ETag`: hat sich der Katalog seither nicht geändert, antwortet der Dienst mit `304` ohne Körper.',
} as const;
const NOT_MODIFIED = {
  status: 304,
  description: 'Unverändert seit dem in `If-None-Match` genannten `ETag`; kein Körper.',
  headers: ETAG_HEADER,
} as const;

/**
 * Catalogue reads answer from the in-memory snapshot (ADR 0012): no statement once warm, each program's JSON
 * serialised once per catalogue version, and `ETag` / `If-None-Match` -> `304`. A warm, well-formed read is
 * usually answered by the fast lane (catalogue-fast-routes.ts) with the same `CatalogueReads`; these handlers
 * answer the rest and are the documented contract of both.
 */
@ApiTags('Programs')
@Controller('api/v1/programs')
export class ProgramsController {
  constructor(
    private readonly snapshots: CatalogueSnapshots,
    private readonly reads: CatalogueReads,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'listPrograms',
    summary: 'Paginierte Programmliste',
    description:
      'Filter werden mit UND verknüpft. Sortierung: nach `id` aufsteigend (bytewise), stabil über alle Seiten, ' +
      'sodass das Durchblättern jedes Programm genau einmal liefert. `total` zählt alle Treffer der Filter. ' +
      'Die Antwort trägt ein `ETag` (Version des Katalogs); mit `If-None-Match` antwortet der Dienst `304`, ' +
      'solange sich der Katalog nicht geändert hat (der Aufruf zählt dennoch zum Kontingent).',
  })
  @ApiHeader(IF_NONE_MATCH)
  @ApiOkResponse({ type: ListProgramsResponseDto, headers: ETAG_HEADER })
  @ApiResponse(NOT_MODIFIED)
  @ApiErrorResponses(400, 401, 403, 429)
  async list(
    @CurrentScope() scope: TenantScope,
    @CurrentUsageActor() actor: UsageActor,
    @Query() query: ListProgramsRequestDto,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer | string> {
    const snapshot = await this.snapshots.current();
    return send(reply, this.reads.list(snapshot, scope, actor, query, ifNoneMatch));
  }

  @Get(':id')
  @ApiOperation({
    operationId: 'getProgramById',
    summary: 'Ein Programm',
    description:
      'Die Antwort trägt ein `ETag` (Version des Katalogs); mit `If-None-Match` antwortet der Dienst `304`, ' +
      'solange sich der Katalog nicht geändert hat.',
  })
  @ApiHeader(IF_NONE_MATCH)
  @ApiOkResponse({ type: ProgramResponseDto, headers: ETAG_HEADER })
  @ApiResponse(NOT_MODIFIED)
  @ApiErrorResponses(401, 403, 404, 429)
  async byId(
    @CurrentScope() scope: TenantScope,
    @CurrentUsageActor() actor: UsageActor,
    @Param('id') id: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer | string> {
    const snapshot = await this.snapshots.current();
    const answer = this.reads.byId(snapshot, scope, actor, id, ifNoneMatch);
    if (!answer) throw new ProgramNotFoundError(id);
    return send(reply, answer);
  }
}

/** The answer's status and headers on the reply; its body for Nest to send (the guard admitted the call). */
function send(reply: FastifyReply, answer: FastAnswer): Buffer | string {
  answer.answered?.();
  void reply.status(answer.status).headers(answer.headers);
  return answer.body;
}
