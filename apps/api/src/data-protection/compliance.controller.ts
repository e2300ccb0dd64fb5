import { Body, Controller, Get, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthenticatedRequest } from '../platform/auth/authenticated-request';
import { RequireScopes } from '../platform/auth/require-scopes.decorator';
import { ErrorResponseDto } from '../platform/errors/error-response.dto';
import { Idempotent } from '../platform/idempotency/idempotent.decorator';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { CurrentScope, type TenantScope } from '../platform/tenancy/current-tenant.decorator';
import { UuidParamPipe } from '../platform/validation/uuid-param.pipe';
import { renderDpiaDocument } from './adapters/dpia-document';
import { ComplianceEvidence } from './application/compliance-evidence.use-case';
import { DpiaNotFoundError } from './application/data-protection.errors';
import { DpiaRepository } from './application/dpia-repository.port';
import { CreateDpia, UpdateDpia } from './application/manage-dpia.use-case';
import type { DpiaInput } from './domain/dpia';
import type { DpiaStatus } from './domain/dpia-screening';
import type { Nis2Inputs } from './domain/nis2-assessment';
import { AuditLogResponseDto, GobdResponseDto } from './dto/compliance.response.dto';
import { AuditTrail } from './application/audit-trail.port';
import { DEFAULT_PAGE_SIZE, PageQueryDto } from '../platform/validation/page-query.dto';
import { CreateDpiaRequestDto, UpdateDpiaRequestDto } from './dto/dpia.request.dto';
import { DpiaResponseDto, toDpiaResponse } from './dto/dpia.response.dto';
import { GobdQueryDto } from './dto/gobd.query.dto';
import { Nis2QueryDto, Nis2ResponseDto } from './dto/nis2.dto';

const GOBD_BASIS = 'BMF-Schreiben vom 28.11.2019 (GoBD), geändert am 11.03.2024 und 14.07.2025';

/** Compliance evidence (GoBD, NIS2) and DPIAs, for the tenant's administrator (ADR 0017). */
@ApiTags('Compliance')
@RequireScopes('admin')
@Controller('api/v2/compliance')
export class ComplianceController {
  constructor(
    private readonly evidence: ComplianceEvidence,
    private readonly audit: AuditTrail,
    private readonly dpias: DpiaRepository,
    private readonly createDpia: CreateDpia,
    private readonly updateDpia: UpdateDpia,
  ) {}

  @Get('gobd')
  @ApiOperation({
    operationId: 'getGobdEvidence',
    summary: 'GoBD: Nachweise je Grundsatz',
    description:
      'Je Grundsatz ein Status (`evidenced`, `partial`, `missing`, `not_applicable`) mit den Nachweisen, die der Dienst ' +
      'selbst erhebt (Prüfung der Hash-Kette des Audit-Logs beim Abruf, Aufbewahrungsregeln, letzter Lauf von ' +
      '`data-retention`), der Textstelle und dem Teil, der beim Kunden bleibt. Nie ein einzelnes „konform“. ' +
      'Die Kette wird ab Eintrag 1 geprüft; mit `headSeq` und `headHash` eines früher erhaltenen Kopfs auch, ' +
      'dass keine neueren Einträge entfernt wurden.',
  })
  @ApiOkResponse({ type: GobdResponseDto })
  @ApiErrorResponses(400, 401, 403)
  async gobd(@CurrentScope() scope: TenantScope, @Query() query: GobdQueryDto): Promise<GobdResponseDto> {
    const expected =
      query.headSeq !== undefined && query.headHash !== undefined
        ? { seq: query.headSeq, hash: query.headHash }
        : undefined;
    const { verifiedAt, chain, principles } = await this.evidence.gobd(scope.tenantId, expected);
    return {
      generatedAt: verifiedAt.toISOString(),
      basis: GOBD_BASIS,
      auditLog: {
        entries: chain.entries,
        headSeq: chain.head.seq,
        headHash: chain.head.hash,
        verifiedAt: verifiedAt.toISOString(),
        brokenAt: chain.brokenAt,
      },
      principles,
    };
  }

  @Get('audit-log')
  @ApiOperation({
    operationId: 'listAuditLog',
    summary: 'Audit-Log des Mandanten (unveränderbar, hash-verkettet)',
    description:
      'Einträge in ihrer Folge mit `prevHash` und `hash`: jeder Prüfer kann die Kette selbst nachrechnen ' +
      '(SHA-256 über den vorigen Hash, einen Zeilenumbruch und den Eintrag als JSON mit sortierten Schlüsseln).',
  })
  @ApiOkResponse({ type: AuditLogResponseDto })
  @ApiErrorResponses(400, 401, 403)
  async auditLog(
    @CurrentScope() scope: TenantScope,
    @Query() page: PageQueryDto,
  ): Promise<AuditLogResponseDto> {
    const limit = page.limit ?? DEFAULT_PAGE_SIZE;
    const offset = page.offset ?? 0;
    const entries = await this.audit.entries(scope.tenantId);
    return { items: entries.slice(offset, offset + limit), total: entries.length, limit, offset };
  }

  @Get('nis2')
  @ApiOperation({
    operationId: 'getNis2Evidence',
    summary: 'NIS2 (BSIG): Betroffenheit und die zehn Maßnahmen',
    description:
      'Betroffenheit nach § 28 BSIG aus Sektor und Größe (sonst `unknown` mit den fehlenden Angaben) und die Maßnahmen ' +
      'des § 30 Abs. 2 BSIG, je mit Status, den Nachweisen des Dienstes für seinen Teil und dem Teil des Kunden.',
  })
  @ApiOkResponse({ type: Nis2ResponseDto })
  @ApiErrorResponses(400, 401, 403)
  async nis2(@CurrentScope() scope: TenantScope, @Query() query: Nis2QueryDto): Promise<Nis2ResponseDto> {
    return this.evidence.nis2(scope.tenantId, query as Nis2Inputs);
  }

  @Post('dpia')
  @Idempotent()
  @ApiOperation({
    operationId: 'createDpia',
    summary: 'Datenschutz-Folgenabschätzung anlegen (Art. 35 DSGVO)',
    description:
      'Beschreibt eine Verarbeitung und prüft sie gegen die neun Kriterien nach WP248 und die DSK-Liste ' +
      '(erforderlich / wahrscheinlich / nicht erforderlich, mit Gründen); hält die Abschnitte nach Art. 35 Abs. 7.',
  })
  @ApiCreatedResponse({ type: DpiaResponseDto })
  @ApiErrorResponses(400, 401, 403)
  async create(
    @CurrentScope() scope: TenantScope,
    @Body() body: CreateDpiaRequestDto,
  ): Promise<DpiaResponseDto> {
    return toDpiaResponse(await this.createDpia.execute(scope, inputOf(body) as DpiaInput));
  }

  @Get('dpia/:id')
  @ApiOperation({ operationId: 'getDpia', summary: 'Eine Datenschutz-Folgenabschätzung (JSON-Export)' })
  @ApiOkResponse({ type: DpiaResponseDto })
  @ApiErrorResponses(401, 403, 404)
  async byId(
    @CurrentScope() scope: TenantScope,
    @Param('id', UuidParamPipe) id: string,
  ): Promise<DpiaResponseDto> {
    const dpia = await this.dpias.findById(scope, id);
    if (!dpia) throw new DpiaNotFoundError();
    return toDpiaResponse(dpia);
  }

  @Get('dpia/:id/document')
  @ApiOperation({ operationId: 'getDpiaDocument', summary: 'Druckfassung einer Folgenabschätzung (HTML)' })
  @ApiOkResponse({
    description: 'Druckbares HTML-Dokument.',
    content: { 'text/html': { schema: { type: 'string' } } },
  })
  @ApiErrorResponses(401, 403, 404)
  async document(
    @CurrentScope() scope: TenantScope,
    @Param('id', UuidParamPipe) id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const dpia = await this.dpias.findById(scope, id);
    if (!dpia) throw new DpiaNotFoundError();
    void reply.header('content-type', 'text/html; charset=utf-8');
    return renderDpiaDocument(toDpiaResponse(dpia));
  }

  @Patch('dpia/:id')
  @ApiOperation({
    operationId: 'updateDpia',
    summary: 'Folgenabschätzung ändern, prüfen lassen, freigeben',
    description:
      'Nur übergebene Felder ändern sich; die Vorprüfung folgt den Kriterien. Freigegeben ist sie unveränderlich. ' +
      'Die Freigabe steht mit der Kennung des freigebenden Zugangs (`signedOffBy`) im Audit-Log (`dpia.signed_off`).',
  })
  @ApiOkResponse({ type: DpiaResponseDto })
  @ApiErrorResponses(400, 401, 403, 404)
  @ApiResponse({
    status: 409,
    description: '`DPIA_SIGNED_OFF` oder `DPIA_STATUS_TRANSITION`.',
    type: ErrorResponseDto,
  })
  async update(
    @CurrentScope() scope: TenantScope,
    @Param('id', UuidParamPipe) id: string,
    @Body() body: UpdateDpiaRequestDto,
    @Req() request: AuthenticatedRequest,
  ): Promise<DpiaResponseDto> {
    const { status, ...rest } = body;
    const change = {
      ...stripUndefined(rest as Partial<DpiaInput>),
      ...(status ? { status: status as DpiaStatus } : {}),
    };
    const { credentialId, credentialKind } = request.principal!;
    return toDpiaResponse(await this.updateDpia.execute(scope, id, change, { credentialId, credentialKind }));
  }
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** A created DPIA: lists default to empty, texts to empty strings. */
function inputOf(b: CreateDpiaRequestDto): DpiaInput {
  return {
    title: b.title,
    description: b.description,
    purposes: b.purposes ?? [],
    dataCategories: b.dataCategories ?? [],
    dataSubjects: b.dataSubjects ?? [],
    recipients: b.recipients ?? [],
    systems: b.systems ?? [],
    criteria: (b.criteria ?? []) as DpiaInput['criteria'],
    dskListMatches: (b.dskListMatches ?? []) as DpiaInput['dskListMatches'],
    necessity: b.necessity ?? '',
    risks: (b.risks ?? []) as DpiaInput['risks'],
    measures: b.measures ?? [],
  };
}
