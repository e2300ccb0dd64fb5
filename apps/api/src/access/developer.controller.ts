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
import { AccessTokenSigner } from './jwt/access-token-signer';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { Idempotent } from '../platform/idempotency/idempotent.decorator';
import { quotaPeriodOf, quotaResetOf } from './rate-limit/quota-period';
import { UsageLedger } from './rate-limit/usage-ledger.port';
import { CurrentTenant } from '../platform/tenancy/current-tenant.decorator';
import { CreateOAuthClient } from './application/create-oauth-client.use-case';
import { entitlementsOf } from './domain/plan';
import { OAuthClientNotFoundError } from './domain/tenant-errors';
import { OAuthClientRepository } from './application/oauth-client-repository.port';
import {
  CreatedOAuthClientResponseDto,
  CreateOAuthClientRequestDto,
  OAuthClientListResponseDto,
  toOAuthClientResponse,
} from './dto/oauth-client.dto';
import { QuotaResponseDto } from './dto/quota.response.dto';

const SANDBOX_TOKEN_SECONDS = 3600;

/** The developer portal rows of spec 4.3 that belong to credentials and quotas. */
@ApiTags('Developer')
@Controller('api/v2/developer')
export class DeveloperController {
  constructor(
    private readonly usage: UsageLedger,
    private readonly clients: OAuthClientRepository,
    private readonly createClient: CreateOAuthClient,
    private readonly signer: AccessTokenSigner,
    private readonly clock: Clock,
  ) {}

  @Get('quota')
  @ApiOperation({ operationId: 'getQuota', summary: 'Kontingent des Tarifs im laufenden Monat (UTC)' })
  @ApiOkResponse({ type: QuotaResponseDto })
  async quota(@Req() request: AuthenticatedRequest): Promise<QuotaResponseDto> {
    const principal = request.principal!;
    const now = this.clock.now();
    const plan = entitlementsOf(principal.plan);
    const used = await this.usage.used(principal.tenantId, quotaPeriodOf(now));
    return {
      plan: principal.plan as QuotaResponseDto['plan'],
      period: quotaPeriodOf(now),
      limit: plan.monthlyQuota,
      used,
      remaining: plan.monthlyQuota === null ? null : Math.max(0, plan.monthlyQuota - used),
      resetAt: quotaResetOf(now).toISOString(),
      burstPerSecond: plan.burstPerSecond,
    };
  }

  @Get('oauth-clients')
  @ApiOperation({ operationId: 'listOAuthClients', summary: 'OAuth-Clients des Mandanten (ohne Secrets)' })
  @ApiOkResponse({ type: OAuthClientListResponseDto })
  async listClients(@CurrentTenant() tenantId: TenantId): Promise<OAuthClientListResponseDto> {
    return { items: (await this.clients.listByTenant(tenantId)).map(toOAuthClientResponse) };
  }

  @Post('oauth-clients')
  @Idempotent()
  @ApiOperation({
    operationId: 'createOAuthClient',
    summary: 'OAuth-Client anlegen; das Secret wird nur einmal angezeigt',
  })
  @ApiCreatedResponse({ type: CreatedOAuthClientResponseDto })
  @ApiErrorResponses(400)
  async createOAuthClient(
    @Req() request: AuthenticatedRequest,
    @Body() body: CreateOAuthClientRequestDto,
  ): Promise<CreatedOAuthClientResponseDto> {
    const principal = request.principal!;
    const created = await this.createClient.execute(
      principal.tenantId,
      { name: body.name, scopes: body.scopes ?? ['api'] },
      principal.scopes,
    );
    return { ...toOAuthClientResponse(created.client), clientSecret: created.clientSecret };
  }

  @Delete('oauth-clients/:id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'revokeOAuthClient',
    summary: 'OAuth-Client widerrufen (keine neuen Tokens mehr)',
  })
  @ApiNoContentResponse()
  @ApiErrorResponses(404)
  async revokeClient(@CurrentTenant() tenantId: TenantId, @Param('id') id: string): Promise<void> {
    const valid = /^[0-9a-f-]{36}$/i.test(id);
    if (!valid || !(await this.clients.revoke(tenantId, id.toLowerCase(), this.clock.now())))
      throw new OAuthClientNotFoundError(id);
  }

  @Post('sandbox-token')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'createSandboxToken',
    summary: 'Kurzlebiger Sandbox-Zugang (JWT, 1 Stunde, nur Scope `api`)',
  })
  @ApiOkResponse({ type: TokenResponseDto })
  async sandboxToken(@Req() request: AuthenticatedRequest): Promise<TokenResponseDto> {
    const principal = request.principal!;
    const signed = await this.signer.sign(
      {
        tenantId: principal.tenantId,
        subject: `sandbox:${principal.credentialId}`,
        scopes: ['api'],
        sandbox: true,
      },
      SANDBOX_TOKEN_SECONDS,
    );
    return {
      access_token: signed.token,
      token_type: 'Bearer',
      expires_in: signed.expiresIn,
      scope: 'api',
      sandbox: true,
    };
  }
}
