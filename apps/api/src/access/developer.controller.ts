import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Clock, type TenantId } from '@libs/shared';
import type { AuthenticatedRequest } from '../platform/auth/authenticated-request';
import { TokenResponseDto } from './dto/token.response.dto';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { Idempotent } from '../platform/idempotency/idempotent.decorator';
import { quotaPeriodOf, quotaResetOf, usagePeriodOf } from './domain/quota-period';
import { UsageLedger } from './application/usage-ledger.port';
import { CurrentTenant } from '../platform/tenancy/current-tenant.decorator';
import { RequireScopes } from '../platform/auth/require-scopes.decorator';
import { UuidParamPipe } from '../platform/validation/uuid-param.pipe';
import { CreateOAuthClient } from './application/create-oauth-client.use-case';
import { IssueSandboxToken } from './application/issue-sandbox-token.use-case';
import { RevokeOAuthClient } from './application/revoke-oauth-client.use-case';
import { entitlementsOf } from './domain/plan';
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
    private readonly usage: UsageLedger,
    private readonly clients: OAuthClientRepository,
    private readonly createClient: CreateOAuthClient,
    private readonly revokeOAuthClient: RevokeOAuthClient,
    private readonly issueSandboxToken: IssueSandboxToken,
    private readonly clock: Clock,
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
    const principal = request.principal!;
    const now = this.clock.now();
    const plan = entitlementsOf(principal.plan);
    const limit = principal.sandbox ? plan.sandboxMonthlyQuota : plan.monthlyQuota;
    const used = await this.usage.used(principal.tenantId, usagePeriodOf(now, principal.sandbox));
    return {
      plan: principal.plan as QuotaResponseDto['plan'],
      sandbox: principal.sandbox,
      period: quotaPeriodOf(now),
      limit,
      used,
      remaining: limit === null ? null : Math.max(0, limit - used),
      resetAt: quotaResetOf(now).toISOString(),
      burstPerSecond: plan.burstPerSecond,
      tenantBurstPerSecond: plan.tenantBurstPerSecond,
    };
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
