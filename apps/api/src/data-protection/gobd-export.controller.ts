import { Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Clock } from '@libs/shared';
import type { FastifyReply } from 'fastify';
import { RequireScopes } from '../platform/auth/require-scopes.decorator';
import { ErrorResponseDto } from '../platform/errors/error-response.dto';
import { Idempotent } from '../platform/idempotency/idempotent.decorator';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { CurrentScope, type TenantScope } from '../platform/tenancy/current-tenant.decorator';
import { UuidParamPipe } from '../platform/validation/uuid-param.pipe';
import {
  GobdExportExpiredError,
  GobdExportNotFoundError,
  GobdExportNotReadyError,
} from './application/data-protection.errors';
import { GobdExportRepository } from './application/gobd-export-repository.port';
import { RequestGobdExport } from './application/gobd-export.use-case';
import { gobdExportPath, GobdExportResponseDto, toGobdExportResponse } from './dto/gobd-export.response.dto';

const LOCATION = {
  Location: {
    required: true,
    description: 'Pfad des Exports: `/api/v2/compliance/gobd/exports/{id}`.',
    schema: { type: 'string' },
  },
};

/** The GoBD data access by data carrier (Z3), for the tenant's administrator (ADR 0017, ADR 0022). */
@ApiTags('Compliance')
@RequireScopes('admin')
@Controller('api/v2/compliance/gobd')
export class GobdExportController {
  constructor(
    private readonly request: RequestGobdExport,
    private readonly exports: GobdExportRepository,
    private readonly clock: Clock,
  ) {}

  @Post('export')
  @Idempotent()
  @HttpCode(202)
  @ApiOperation({
    operationId: 'requestGobdExport',
    summary: 'GoBD-Datenträgerüberlassung (Z3): Export anfordern',
    description:
      'Erstellt als Job ein ZIP mit den Berechnungen und dem Audit-Log des Mandanten: `index.xml` nach dem ' +
      'GDPdU-Beschreibungsstandard, die DTD `gdpdu-01-09-2004.dtd` und je Tabelle eine CSV-Datei wie beschrieben ' +
      '(§ 147 Abs. 6 AO, GoBD Rz. 165 ff.). 202 mit dem Export; ist er fertig, nennt `downloadUrl` den kurzlebigen ' +
      'Download. Ein noch laufender Export wird wiederverwendet (200). Mit Sandbox-Zugang: Sandbox-Berechnungen.',
  })
  @ApiAcceptedResponse({ type: GobdExportResponseDto, headers: LOCATION })
  @ApiOkResponse({ type: GobdExportResponseDto, headers: LOCATION })
  @ApiErrorResponses(401, 403)
  async requestExport(
    @CurrentScope() scope: TenantScope,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<GobdExportResponseDto> {
    const { export: e, created } = await this.request.execute(scope);
    void reply.status(created ? 202 : 200).header('location', gobdExportPath(e.id));
    return toGobdExportResponse(e, this.clock.now());
  }

  @Get('exports/:id')
  @ApiOperation({ operationId: 'getGobdExport', summary: 'GoBD-Export mit Dateien, Hashes und Download' })
  @ApiOkResponse({ type: GobdExportResponseDto })
  @ApiErrorResponses(401, 403, 404)
  async byId(
    @CurrentScope() scope: TenantScope,
    @Param('id', UuidParamPipe) id: string,
  ): Promise<GobdExportResponseDto> {
    const e = await this.exports.findById(scope, id);
    if (!e) throw new GobdExportNotFoundError();
    return toGobdExportResponse(e, this.clock.now());
  }

  @Get('exports/:id/archive')
  @ApiOperation({ operationId: 'downloadGobdExport', summary: 'ZIP-Archiv eines GoBD-Exports herunterladen' })
  @ApiOkResponse({
    description: 'Das Archiv (`index.xml`, `gdpdu-01-09-2004.dtd`, CSV je Tabelle).',
    content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiErrorResponses(401, 403, 404)
  @ApiResponse({ status: 409, description: '`GOBD_EXPORT_NOT_READY`.', type: ErrorResponseDto })
  @ApiResponse({ status: 410, description: '`GOBD_EXPORT_EXPIRED`.', type: ErrorResponseDto })
  async archive(
    @CurrentScope() scope: TenantScope,
    @Param('id', UuidParamPipe) id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const found = await this.exports.findArchive(scope, id);
    if (!found) throw new GobdExportNotFoundError();
    if (found.expiresAt === null) throw new GobdExportNotReadyError();
    if (found.archive === null || found.expiresAt <= this.clock.now()) throw new GobdExportExpiredError();
    void reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="gobd-z3-${id}.zip"`)
      .header('cache-control', 'no-store');
    return Buffer.from(found.archive);
  }
}
