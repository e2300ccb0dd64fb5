import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  Patch,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiHeader,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Clock } from '@libs/shared';
import type { FastifyReply } from 'fastify';
import { BOOLEAN_VARIANTS, type FlagDefinition } from '@libs/feature-flags';
import type { AuthenticatedRequest } from '../platform/auth/authenticated-request';
import { RequireScopes } from '../platform/auth/require-scopes.decorator';
import { RequestValidationError } from '../platform/errors/request-validation.error';
import { Idempotent } from '../platform/idempotency/idempotent.decorator';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { CreateFlag } from './application/create-flag.use-case';
import { DeleteFlag } from './application/delete-flag.use-case';
import { FlagNotFoundError } from './application/flag.errors';
import { FlagStore } from './application/flag-store.port';
import type { FlagAdmin } from './application/record-flag-change';
import { RollbackFlag } from './application/rollback-flag.use-case';
import { UpdateFlag } from './application/update-flag.use-case';
import { expectedVersion } from './adapters/evaluation-etag';
import { KEY_PATTERN } from './dto/flag-definition.dto';
import {
  CreateFeatureFlagRequestDto,
  RollbackFeatureFlagRequestDto,
  UpdateFeatureFlagRequestDto,
} from './dto/feature-flag.request.dto';
import {
  FeatureFlagHistoryResponseDto,
  FeatureFlagListResponseDto,
  FeatureFlagResponseDto,
  toFeatureFlagResponse,
  toFeatureFlagVersionResponse,
} from './dto/feature-flag.response.dto';

const VERSION_HEADER = {
  ETag: {
    description: 'Die Version des Flags, in Anführungszeichen (für `If-Match`).',
    schema: { type: 'string' },
  },
} as const;
const IF_MATCH = {
  name: 'If-Match',
  required: false,
  description: 'Die zuletzt gelesene Version (`ETag`); passt sie nicht mehr, antwortet der Dienst `412`.',
} as const;

function adminOf(request: AuthenticatedRequest): FlagAdmin {
  const p = request.principal!;
  return { tenantId: p.tenantId, credentialId: p.credentialId, sandbox: p.sandbox };
}

function versionFrom(header: string | undefined): number | undefined {
  const v = expectedVersion(header);
  if (v === 'invalid')
    throw new RequestValidationError([
      { path: ['If-Match'], message: 'Muss eine Versionsnummer sein, z. B. "3".' },
    ]);
  return v;
}

/** A key that cannot exist is simply not found (no lookup, no 400 that tells keys apart). */
function checkedKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new FlagNotFoundError(key);
  return key;
}

/** Spec 4.3 `/admin/feature-flags`: platform-wide flags, for the operator's credentials only (403 otherwise). */
@ApiTags('Feature Flags (Admin)')
@RequireScopes('operator')
@Controller('api/v2/admin/feature-flags')
export class AdminFeatureFlagsController {
  constructor(
    private readonly store: FlagStore,
    private readonly createFlag: CreateFlag,
    private readonly updateFlag: UpdateFlag,
    private readonly deleteFlag: DeleteFlag,
    private readonly rollbackFlag: RollbackFlag,
    private readonly clock: Clock,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'listFeatureFlags',
    summary: 'Alle Feature-Flags (auch archivierte), mit Zustand',
  })
  @ApiOkResponse({ type: FeatureFlagListResponseDto })
  @ApiErrorResponses(401, 403, 429)
  async list(): Promise<FeatureFlagListResponseDto> {
    const now = this.clock.now();
    return { items: (await this.store.list()).map((f) => toFeatureFlagResponse(f, now)) };
  }

  @Post()
  @Idempotent()
  @ApiOperation({
    operationId: 'createFeatureFlag',
    summary: 'Feature-Flag anlegen (Version 1 bzw. nächste Nummer des Schlüssels)',
  })
  @ApiCreatedResponse({ type: FeatureFlagResponseDto, headers: VERSION_HEADER })
  @ApiErrorResponses(400, 401, 403, 409, 429)
  async create(
    @Req() request: AuthenticatedRequest,
    @Body() body: CreateFeatureFlagRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<FeatureFlagResponseDto> {
    const boolean = body.type === 'boolean';
    const definition: FlagDefinition = {
      key: body.key,
      description: body.description ?? '',
      type: body.type,
      variants: body.variants ?? (boolean ? BOOLEAN_VARIANTS : []),
      defaultVariant: body.defaultVariant ?? (boolean ? 'off' : ''),
      enabled: body.enabled ?? false,
      strategies: body.strategies ?? [],
      schedule: body.schedule ?? {},
    };
    const flag = await this.createFlag.execute(adminOf(request), definition, body.reason ?? null);
    void reply.header('etag', `"${flag.version}"`);
    return toFeatureFlagResponse(flag, this.clock.now());
  }

  @Get(':key')
  @ApiOperation({ operationId: 'getFeatureFlag', summary: 'Ein Feature-Flag' })
  @ApiOkResponse({ type: FeatureFlagResponseDto, headers: VERSION_HEADER })
  @ApiErrorResponses(401, 403, 404, 429)
  async byKey(
    @Param('key') key: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<FeatureFlagResponseDto> {
    const flag = await this.store.find(checkedKey(key));
    if (!flag) throw new FlagNotFoundError(key);
    void reply.header('etag', `"${flag.version}"`);
    return toFeatureFlagResponse(flag, this.clock.now());
  }

  @Patch(':key')
  @ApiOperation({
    operationId: 'updateFeatureFlag',
    summary: 'Feature-Flag ändern, archivieren oder wiederherstellen (neue Version mit Diff)',
    description: 'Die angegebenen Felder ersetzen die gespeicherten; Schlüssel und Typ bleiben.',
  })
  @ApiHeader(IF_MATCH)
  @ApiOkResponse({ type: FeatureFlagResponseDto, headers: VERSION_HEADER })
  @ApiErrorResponses(400, 401, 403, 404, 409, 412, 429)
  async update(
    @Req() request: AuthenticatedRequest,
    @Param('key') key: string,
    @Body() body: UpdateFeatureFlagRequestDto,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<FeatureFlagResponseDto> {
    // DTO instances carry every declared field (undefined when not sent): only sent fields patch.
    const { reason, ...fields } = body;
    const patch = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    const flag = await this.updateFlag.execute(
      adminOf(request),
      checkedKey(key),
      patch,
      versionFrom(ifMatch),
      reason ?? null,
    );
    void reply.header('etag', `"${flag.version}"`);
    return toFeatureFlagResponse(flag, this.clock.now());
  }

  @Delete(':key')
  @ApiOperation({
    operationId: 'deleteFeatureFlag',
    summary: 'Feature-Flag archivieren (erster Aufruf) oder ein archiviertes entfernen (zweiter)',
    description:
      'Die Historie bleibt erhalten; ein neues Flag gleichen Schlüssels zählt die Versionen weiter.',
  })
  @ApiHeader(IF_MATCH)
  @ApiOkResponse({ type: FeatureFlagResponseDto, description: 'Archiviert.' })
  @ApiNoContentResponse({ description: 'Entfernt (war archiviert).' })
  @ApiErrorResponses(400, 401, 403, 404, 412, 429)
  async remove(
    @Req() request: AuthenticatedRequest,
    @Param('key') key: string,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<FeatureFlagResponseDto | undefined> {
    const result = await this.deleteFlag.execute(
      adminOf(request),
      checkedKey(key),
      versionFrom(ifMatch),
      null,
    );
    if (result.removed) {
      void reply.status(204);
      return undefined;
    }
    void reply.header('etag', `"${result.flag.version}"`);
    return toFeatureFlagResponse(result.flag, this.clock.now());
  }

  @Get(':key/history')
  @ApiOperation({
    operationId: 'getFeatureFlagHistory',
    summary: 'Versionen eines Feature-Flags mit Akteur, Grund und Diff (neueste zuerst)',
  })
  @ApiOkResponse({ type: FeatureFlagHistoryResponseDto })
  @ApiErrorResponses(401, 403, 404, 429)
  async history(@Param('key') key: string): Promise<FeatureFlagHistoryResponseDto> {
    const versions = await this.store.history(checkedKey(key));
    if (versions.length === 0) throw new FlagNotFoundError(key);
    return { items: versions.map(toFeatureFlagVersionResponse) };
  }

  @Post(':key/rollback')
  @Idempotent()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'rollbackFeatureFlag',
    summary: 'Auf die Definition einer früheren Version zurücksetzen (als neue Version)',
  })
  @ApiHeader(IF_MATCH)
  @ApiOkResponse({ type: FeatureFlagResponseDto, headers: VERSION_HEADER })
  @ApiErrorResponses(400, 401, 403, 404, 409, 412, 429)
  async rollback(
    @Req() request: AuthenticatedRequest,
    @Param('key') key: string,
    @Body() body: RollbackFeatureFlagRequestDto,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<FeatureFlagResponseDto> {
    const flag = await this.rollbackFlag.execute(
      adminOf(request),
      checkedKey(key),
      body.version,
      versionFrom(ifMatch),
      body.reason ?? null,
    );
    void reply.header('etag', `"${flag.version}"`);
    return toFeatureFlagResponse(flag, this.clock.now());
  }
}
