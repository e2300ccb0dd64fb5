import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { type TenantId } from '@libs/shared';
import type { AuthenticatedRequest } from '../platform/auth/authenticated-request';
import { TokenResponseDto } from './dto/token.response.dto';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { Idempotent } from '../platform/idempotency/idempotent.decorator';
import { ReadQuota } from './application/read-quota.use-case';
import { ListApiKeys, summaryOf } from './application/list-api-keys.use-case';
import { IssueApiKey } from './application/issue-api-key.use-case';
import { RevokeApiKey } from './application/revoke-api-key.use-case';
import {
  ApiKeyListResponseDto,
  CreateApiKeyRequestDto,
  CreatedApiKeyResponseDto,
  toApiKeyResponse,
} from './dto/api-key.dto';
import { CurrentTenant } from '../platform/tenancy/current-tenant.decorator';
import { RequireScopes } from '../platform/auth/require-scopes.decorator';
import { UuidParamPipe } from '../platform/validation/uuid-param.pipe';
import { CreateOAuthClient } from './application/create-oauth-client.use-case';
import { IssueSandboxToken } from './application/issue-sandbox-token.use-case';
import { RevokeOAuthClient } from './application/revoke-oauth-client.use-case';
import { OAuthClientRepository } from './application/oauth-client-repository.port';
import {
  CreatedOAuthClientResponseDto,
  CreateOAuthClientRequestDto,
  OAuthClientListResponseDto,
  toOAuthClientResponse,
} from './dto/oauth-client.dto';
import { QuotaResponseDto } from './dto/quota.response.dto';

const SANDBOX_FORBIDDEN = 'Sandbox-Zugänge: 403 `SANDBOX_CREDENTIAL_FORBIDDEN` (ADR 0009).';

/** The developer portal rows of spec 4.3 that belong to credentials and quotas. */
@ApiTags('Developer')
@Controller('api/v2/developer')
export class DeveloperController {
  constructor(
    private readonly readQuota: ReadQuota,
    private readonly listKeys: ListApiKeys,
    private readonly issueKey: IssueApiKey,
    private readonly revokeApiKey: RevokeApiKey,
    private readonly clients: OAuthClientRepository,
    private readonly createClient: CreateOAuthClient,
    private readonly revokeOAuthClient: RevokeOAuthClient,
    private readonly issueSandboxToken: IssueSandboxToken,
  ) {}

  @Get('quota')
  @ApiOperation({
    operationId: 'getQuota',
    summary: 'Kontingent des Tarifs im laufenden Monat (UTC)',
    description:
      'Mit einem Live-Zugang das Monatskontingent, mit einem Sandbox-Zugang (`fm_test_…`, Sandbox-Token) das ' +
      'eigene Monatsbudget der Sandbox (`sandbox: true`); Sandbox-Aufrufe verbrauchen das Live-Kontingent nicht.',
  })
  @ApiOkResponse({ type: QuotaResponseDto })
  async quota(@Req() request: AuthenticatedRequest): Promise<QuotaResponseDto> {
    const quota = await this.readQuota.execute(request.principal!);
    return { ...quota, resetAt: quota.resetAt.toISOString() };
  }

  @Get('api-keys')
  @RequireScopes('admin')
  @ApiOperation({
    operationId: 'listApiKeys',
    summary: 'API-Schlüssel des Mandanten (Präfix und letzte vier Zeichen, nie der Schlüssel)',
    description:
      'Auch widerrufene Schlüssel (mit `revokedAt`). `lastUsedOn` ist tagesgenau: die Nutzung wird höchstens ' +
      'einmal je Schlüssel und UTC-Tag geschrieben, bei einer Anmeldung, die den Schlüssel ohnehin liest ' +
      '(ein Schreibzugriff je Anfrage würde jeden Aufruf verlangsamen und die Tabelle aufblähen).',
  })
  @ApiOkResponse({ type: ApiKeyListResponseDto })
  async listApiKeys(@CurrentTenant() tenantId: TenantId): Promise<ApiKeyListResponseDto> {
    return { items: (await this.listKeys.execute(tenantId)).map(toApiKeyResponse) };
  }

  @Post('api-keys')
  @RequireScopes('admin')
  @Idempotent()
  @ApiOperation({
    operationId: 'createApiKey',
    summary: 'API-Schlüssel anlegen; der Schlüssel wird nur einmal angezeigt',
    description:
      'Höchstzahl aktiver (nicht widerrufener) Schlüssel je Tarif: Free 3, Developer 10, Scale 50, Unlimited ' +
      'unbegrenzt (sonst 409 `API_KEY_LIMIT_REACHED`). Nie mehr Scopes als der anlegende Zugang (sonst 403 ' +
      `\`SCOPE_NOT_GRANTED\`). ${SANDBOX_FORBIDDEN}`,
  })
  @ApiCreatedResponse({ type: CreatedApiKeyResponseDto })
  @ApiErrorResponses(400, 409)
  async createApiKey(
    @Req() request: AuthenticatedRequest,
    @Body() body: CreateApiKeyRequestDto,
  ): Promise<CreatedApiKeyResponseDto> {
    const principal = request.principal!;
    const issued = await this.issueKey.execute(
      principal.tenantId,
      { name: body.name, scopes: body.scopes ?? ['api'], sandbox: body.sandbox ?? false },
      principal,
    );
    return { ...toApiKeyResponse(summaryOf(issued.apiKey)), apiKey: issued.plaintext };
  }

  @Delete('api-keys/:id')
  @RequireScopes('admin')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'revokeApiKey',
    summary: 'API-Schlüssel widerrufen',
    description:
      'Der Schlüssel und die damit erzeugten Sandbox-Tokens werden abgelehnt (401): auf dieser Instanz sofort, ' +
      `auf allen anderen, sobald die Datenbank die Änderung meldet (Principal-Cache, ADR 0012). ${SANDBOX_FORBIDDEN}`,
  })
  @ApiNoContentResponse()
  @ApiErrorResponses(404)
  async revokeKey(
    @Req() request: AuthenticatedRequest,
    @Param('id', UuidParamPipe) id: string,
  ): Promise<void> {
    const principal = request.principal!;
    await this.revokeApiKey.execute(principal.tenantId, id, principal);
  }

  @Get('oauth-clients')
  @RequireScopes('admin')
  @ApiOperation({ operationId: 'listOAuthClients', summary: 'OAuth-Clients des Mandanten (ohne Secrets)' })
  @ApiOkResponse({ type: OAuthClientListResponseDto })
  async listClients(@CurrentTenant() tenantId: TenantId): Promise<OAuthClientListResponseDto> {
    return { items: (await this.clients.listByTenant(tenantId)).map(toOAuthClientResponse) };
  }

  @Post('oauth-clients')
  @RequireScopes('admin')
  @Idempotent()
  @ApiOperation({
    operationId: 'createOAuthClient',
    summary: 'OAuth-Client anlegen; das Secret wird nur einmal angezeigt',
    description:
      'Höchstzahl nicht widerrufener Clients je Tarif: Free 2, Developer 10, Scale 50, Unlimited unbegrenzt ' +
      `(sonst 409 \`OAUTH_CLIENT_LIMIT_REACHED\`). Nie mehr Scopes als der anlegende Zugang. ${SANDBOX_FORBIDDEN}`,
  })
  @ApiCreatedResponse({ type: CreatedOAuthClientResponseDto })
  @ApiErrorResponses(400, 409)
  async createOAuthClient(
    @Req() request: AuthenticatedRequest,
    @Body() body: CreateOAuthClientRequestDto,
  ): Promise<CreatedOAuthClientResponseDto> {
    const principal = request.principal!;
    const created = await this.createClient.execute(
      principal.tenantId,
      { name: body.name, scopes: body.scopes ?? ['api'] },
      principal,
    );
    return { ...toOAuthClientResponse(created.client), clientSecret: created.clientSecret };
  }

  @Delete('oauth-clients/:id')
  @RequireScopes('admin')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'revokeOAuthClient',
    summary: 'OAuth-Client widerrufen: keine neuen Tokens, ausgestellte Tokens werden abgelehnt',
    description:
      'Auch die mit dem Client ausgestellten Tokens und die damit erzeugten Sandbox-Tokens werden abgelehnt ' +
      `(auf allen Instanzen nach höchstens wenigen Sekunden). ${SANDBOX_FORBIDDEN}`,
  })
  @ApiNoContentResponse()
  @ApiErrorResponses(404)
  async revokeClient(
    @Req() request: AuthenticatedRequest,
    @Param('id', UuidParamPipe) id: string,
  ): Promise<void> {
    const principal = request.principal!;
    await this.revokeOAuthClient.execute(principal.tenantId, id, principal);
  }

  @Post('sandbox-token')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'createSandboxToken',
    summary: 'Kurzlebiger Sandbox-Zugang (JWT, 1 Stunde, nur Scope `api`)',
    description:
      'Nur mit einem Live-Zugang. Das Token nennt den Schlüssel oder OAuth-Client, mit dem es erzeugt wurde, ' +
      `und wird abgelehnt, sobald dieser widerrufen ist. ${SANDBOX_FORBIDDEN}`,
  })
  @ApiOkResponse({ type: TokenResponseDto })
  async sandboxToken(@Req() request: AuthenticatedRequest): Promise<TokenResponseDto> {
    const signed = await this.issueSandboxToken.execute(request.principal!);
    return {
      access_token: signed.token,
      token_type: 'Bearer',
      expires_in: signed.expiresIn,
      scope: 'api',
      sandbox: true,
    };
  }
}
