import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Clock } from '@libs/shared';
import type { FastifyReply } from 'fastify';
import { RequireScopes } from '../platform/auth/require-scopes.decorator';
import { ErrorResponseDto } from '../platform/errors/error-response.dto';
import { Idempotent } from '../platform/idempotency/idempotent.decorator';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { CurrentScope, type TenantScope } from '../platform/tenancy/current-tenant.decorator';
import { UuidParamPipe } from '../platform/validation/uuid-param.pipe';
import { DsgvoRequestRepository } from './application/dsgvo-request-repository.port';
import {
  DsgvoArchiveErasedError,
  DsgvoArchiveExpiredError,
  DsgvoArchiveNotReadyError,
  DsgvoRequestNotFoundError,
} from './application/data-protection.errors';
import { ReceiveDsgvoRequest } from './application/receive-dsgvo-request.use-case';
import {
  EraseRequestDto,
  ExtendRequestDto,
  PortabilityQueryDto,
  PortabilityRequestDto,
} from './dto/dsgvo-request.request.dto';
import { ExtendDsgvoRequest } from './application/extend-dsgvo-request.use-case';
import { DsgvoRequestResponseDto, toDsgvoRequestResponse } from './dto/dsgvo-request.response.dto';

const LOCATION = {
  Location: {
    required: true,
    description: 'Pfad der Anfrage: `/api/v2/dsgvo/requests/{id}`.',
    schema: { type: 'string' },
  },
};
const requestPath = (id: string) => `/api/v2/dsgvo/requests/${id}`;
const PORTABILITY =
  'Stellt die Daten der Person als ZIP zusammen (`manifest.json` mit SHA-256 je Datei; je Kategorie ' +
  'personenbezogener Daten ein JSON mit JSON-Schema unter `schemas/`, ein CSV, wo die Datensätze tabellarisch ' +
  'sind): 202 mit der Anfrage; ist sie fertig, nennt `portability.downloadUrl` den kurzlebigen Download. Eine ' +
  'offene oder noch herunterladbare Anfrage zur selben Person wird wiederverwendet (200).';

/** Data-subject requests (GDPR Art. 17 and 20), for the tenant's administrator (ADR 0017). */
@ApiTags('Data protection')
@RequireScopes('admin')
@Controller('api/v2/dsgvo')
export class DsgvoController {
  constructor(
    private readonly receive: ReceiveDsgvoRequest,
    private readonly extendRequest: ExtendDsgvoRequest,
    private readonly requests: DsgvoRequestRepository,
    private readonly clock: Clock,
  ) {}

  @Post('erase')
  @Idempotent()
  @HttpCode(202)
  @ApiOperation({
    operationId: 'requestErasure',
    summary: 'Löschanfrage (Art. 17 DSGVO)',
    description:
      'Nimmt die Anfrage an (202) mit Frist (ein Kalendermonat, Art. 12 Abs. 3) und Vorschau je Tabelle, und führt ' +
      'sie als Job aus: löschen, pseudonymisieren oder – bei Aufbewahrungspflicht – einschränken bis zum Fristende ' +
      '(Art. 17 Abs. 3 lit. b, § 35 Abs. 3 BDSG). Die Quittung steht danach an `GET /api/v2/dsgvo/requests/{id}`. ' +
      'Wirkt über das Dateninventar auf jede Tabelle jedes Moduls, nur im eigenen Mandanten; mit Sandbox-Zugang nur ' +
      'auf Sandbox-Daten.',
  })
  @ApiAcceptedResponse({ type: DsgvoRequestResponseDto, headers: LOCATION })
  @ApiErrorResponses(400, 401, 403)
  async erase(
    @CurrentScope() scope: TenantScope,
    @Body() body: EraseRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<DsgvoRequestResponseDto> {
    const { request } = await this.receive.execute(scope, 'erasure', body.subject, body.reason);
    void reply.header('location', requestPath(request.id));
    return toDsgvoRequestResponse(request, this.clock.now());
  }

  @Post('portability')
  @Idempotent()
  @ApiOperation({
    operationId: 'createPortabilityRequest',
    summary: 'Datenübertragbarkeit (Art. 20 DSGVO)',
    description: `${PORTABILITY} Die Kennung steht im Körper, nicht in der URL: URLs landen in Zugriffsprotokollen.`,
  })
  @ApiAcceptedResponse({ type: DsgvoRequestResponseDto, headers: LOCATION })
  @ApiOkResponse({ type: DsgvoRequestResponseDto, headers: LOCATION })
  @ApiErrorResponses(400, 401, 403)
  async portabilityByPost(
    @CurrentScope() scope: TenantScope,
    @Body() body: PortabilityRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<DsgvoRequestResponseDto> {
    return this.portability(scope, body.subject, reply);
  }

  /**
   * Kept because the contract (spec 4.3) names it; removing it would break integrations. Its query is logged
   * only redacted (platform/logging), and the POST above is the documented way.
   */
  @Get('portability')
  @ApiOperation({
    operationId: 'requestPortability',
    summary: 'Datenübertragbarkeit (Art. 20 DSGVO), veraltet: POST verwenden',
    deprecated: true,
    description:
      `${PORTABILITY} **Veraltet:** die Kennung steht hier in der URL; \`POST /api/v2/dsgvo/portability\` ` +
      'nimmt sie im Körper. Bleibt, weil der Vertrag (Spezifikation 4.3) ihn nennt; im Protokoll erscheint der ' +
      'Wert nur geschwärzt.',
  })
  @ApiAcceptedResponse({ type: DsgvoRequestResponseDto, headers: LOCATION })
  @ApiOkResponse({ type: DsgvoRequestResponseDto, headers: LOCATION })
  @ApiErrorResponses(400, 401, 403)
  async portabilityByGet(
    @CurrentScope() scope: TenantScope,
    @Query() query: PortabilityQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<DsgvoRequestResponseDto> {
    return this.portability(scope, query, reply);
  }

  private async portability(
    scope: TenantScope,
    subject: PortabilityQueryDto,
    reply: FastifyReply,
  ): Promise<DsgvoRequestResponseDto> {
    const { request, created } = await this.receive.execute(scope, 'portability', subject);
    void reply.status(created ? 202 : 200).header('location', requestPath(request.id));
    return toDsgvoRequestResponse(request, this.clock.now());
  }

  @Get('requests/:id')
  @ApiOperation({
    operationId: 'getDsgvoRequest',
    summary: 'Datenschutzanfrage mit Frist, Vorschau und Quittung',
  })
  @ApiOkResponse({ type: DsgvoRequestResponseDto })
  @ApiErrorResponses(401, 403, 404)
  async byId(
    @CurrentScope() scope: TenantScope,
    @Param('id', UuidParamPipe) id: string,
  ): Promise<DsgvoRequestResponseDto> {
    const request = await this.requests.findById(scope, id);
    if (!request) throw new DsgvoRequestNotFoundError();
    return toDsgvoRequestResponse(request, this.clock.now());
  }

  @Post('requests/:id/extend')
  @Idempotent()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'extendDsgvoRequest',
    summary: 'Frist um zwei Monate verlängern (Art. 12 Abs. 3 DSGVO)',
    description:
      'Einmal und nur innerhalb der ersten Frist; neue Frist drei Kalendermonate nach Eingang. Die Person ist ' +
      'innerhalb der ersten Frist mit Gründen zu unterrichten (`reason` hält sie fest).',
  })
  @ApiOkResponse({ type: DsgvoRequestResponseDto })
  @ApiErrorResponses(400, 401, 403, 404)
  @ApiResponse({
    status: 409,
    description: '`DSGVO_REQUEST_CLOSED`, `DSGVO_REQUEST_ALREADY_EXTENDED` oder `DSGVO_EXTENSION_TOO_LATE`.',
    type: ErrorResponseDto,
  })
  async extend(
    @CurrentScope() scope: TenantScope,
    @Param('id', UuidParamPipe) id: string,
    @Body() body: ExtendRequestDto,
  ): Promise<DsgvoRequestResponseDto> {
    return toDsgvoRequestResponse(await this.extendRequest.execute(scope, id, body.reason), this.clock.now());
  }

  @Get('requests/:id/archive')
  @ApiOperation({
    operationId: 'downloadDsgvoArchive',
    summary: 'ZIP-Archiv einer Exportanfrage herunterladen',
  })
  @ApiOkResponse({
    description: 'Das Archiv (`manifest.json`, JSON und CSV je Tabelle).',
    content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiErrorResponses(401, 403, 404)
  @ApiResponse({ status: 409, description: '`DSGVO_ARCHIVE_NOT_READY`.', type: ErrorResponseDto })
  @ApiResponse({
    status: 410,
    description:
      '`DSGVO_ARCHIVE_EXPIRED` (Link abgelaufen) oder `DSGVO_ARCHIVE_ERASED` (mit einer Löschanfrage der Person gelöscht).',
    type: ErrorResponseDto,
  })
  async archive(
    @CurrentScope() scope: TenantScope,
    @Param('id', UuidParamPipe) id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const found = await this.requests.findArchive(scope, id);
    if (!found) throw new DsgvoRequestNotFoundError();
    if (found.erased) throw new DsgvoArchiveErasedError();
    if (found.expiresAt === null) throw new DsgvoArchiveNotReadyError();
    if (found.archive === null || found.expiresAt <= this.clock.now()) throw new DsgvoArchiveExpiredError();
    void reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="dsgvo-export-${id}.zip"`)
      .header('cache-control', 'no-store');
    return Buffer.from(found.archive);
  }
}
