import { Controller, Get, Headers, Param, Query, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { parseRegionScope, ProgramNotFoundError } from '@libs/catalogue';
import type { FastifyReply } from 'fastify';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { CurrentScope, type TenantScope } from '../platform/tenancy/current-tenant.decorator';
import { CurrentUsageActor, UsageSignals, type UsageActor } from '../platform/events/usage-signals';
import { DEFAULT_PAGE_SIZE } from '../platform/validation/page-query.dto';
import { ListProgramsRequestDto } from './dto/list-programs.request.dto';
import { ListProgramsResponseDto } from './dto/list-programs.response.dto';
import { ProgramResponseDto } from './dto/program.response.dto';
import { catalogueEntityTag, noneMatch } from './adapters/entity-tag';
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
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Catalogue reads answer from the in-memory snapshot (ADR 0012): no statement once warm, each program's JSON
 * serialised once per catalogue version, and `ETag` / `If-None-Match` -> `304`.
 */
@ApiTags('Programs')
@Controller('api/v1/programs')
export class ProgramsController {
  constructor(
    private readonly snapshots: CatalogueSnapshots,
    // Searches and views for product analytics (ADR 0016 addendum): a call into memory, no statement.
    private readonly signals: UsageSignals,
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
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const offset = query.offset ?? 0;
    const { tenantId } = scope;
    const snapshot = await this.snapshots.current();
    const region = query.region ? (parseRegionScope(query.region) ?? undefined) : undefined;
    // A search is its first page; turning pages is not another search.
    if (offset === 0 && this.signals.listening)
      this.signals.emit({
        name: 'program.searched',
        scope,
        actor,
        properties: {
          ...(query.category ? { category: query.category } : {}),
          ...(query.level ? { level: query.level } : {}),
          ...(query.region ? { region: query.region } : {}),
          resultCount: snapshot.list({
            tenantId,
            category: query.category,
            level: query.level,
            region,
            limit: 0,
            offset: 0,
          }).total,
        },
      });
    if (this.notModified(snapshot.version, snapshot.hasOwn(tenantId) ? tenantId : null, ifNoneMatch, reply))
      return '';
    void reply.header('content-type', JSON_TYPE);
    return snapshot.listJson({
      tenantId,
      category: query.category,
      level: query.level,
      region,
      limit,
      offset,
    });
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
    const program = snapshot.findById(scope.tenantId, id);
    if (!program) throw new ProgramNotFoundError(id);
    this.signals.emit({ name: 'program.viewed', scope, actor, properties: { programId: program.id } });
    const own = snapshot.hasOwn(scope.tenantId) ? scope.tenantId : null;
    if (this.notModified(snapshot.version, own, ifNoneMatch, reply)) return '';
    void reply.header('content-type', JSON_TYPE);
    return snapshot.json(program);
  }

  /** Sets the validators; true (and status 304) when the client's copy is current. */
  private notModified(
    version: string,
    ownTenant: string | null,
    ifNoneMatch: string | undefined,
    reply: FastifyReply,
  ): boolean {
    const etag = catalogueEntityTag(version, ownTenant);
    void reply.header('etag', etag);
    // Authenticated answers: a shared cache must not keep them; a client revalidates each time.
    void reply.header('cache-control', 'private, no-cache');
    if (noneMatch(ifNoneMatch, etag)) return false;
    void reply.status(304);
    return true;
  }
}
