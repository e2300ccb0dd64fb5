import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { RequireScopes } from '../platform/auth/require-scopes.decorator';
import { Idempotent } from '../platform/idempotency/idempotent.decorator';
import { CurrentScope, type TenantScope } from '../platform/tenancy/current-tenant.decorator';
import { UuidParamPipe } from '../platform/validation/uuid-param.pipe';
import { CreateWebhookEndpoint } from './application/create-webhook-endpoint.use-case';
import { DeleteWebhookEndpoint } from './application/delete-webhook-endpoint.use-case';
import { RotateWebhookSecret } from './application/rotate-webhook-secret.use-case';
import { UpdateWebhookEndpoint } from './application/update-webhook-endpoint.use-case';
import { WebhookEndpointRepository } from './application/webhook-endpoint-repository.port';
import { WebhookEndpointNotFoundError } from './application/webhook.errors';
import {
  CreateWebhookEndpointRequestDto,
  UpdateWebhookEndpointRequestDto,
} from './dto/webhook-endpoint.request.dto';
import {
  CreatedWebhookEndpointResponseDto,
  RotatedWebhookSecretResponseDto,
  toWebhookEndpointResponse,
  WebhookEndpointListResponseDto,
  WebhookEndpointResponseDto,
} from './dto/webhook-endpoint.response.dto';

const SIGNING = `Jede Zustellung ist ein HTTPS-POST nach Standard Webhooks: \`webhook-id\` (bei Wiederholungen gleich),
\`webhook-timestamp\` (Sekunden) und \`webhook-signature: v1,<base64 HMAC-SHA256 über "id.timestamp.body">\`.
Zustellung mindestens einmal, ohne Reihenfolgegarantie. Tarife: Free keine, Developer bis 5, Scale/Unlimited unbegrenzt.`;

@ApiTags('Webhooks')
@RequireScopes('admin')
@Controller('api/v2/developer/webhooks')
export class WebhookEndpointsController {
  constructor(
    private readonly endpoints: WebhookEndpointRepository,
    private readonly createEndpoint: CreateWebhookEndpoint,
    private readonly updateEndpoint: UpdateWebhookEndpoint,
    private readonly deleteEndpoint: DeleteWebhookEndpoint,
    private readonly rotateSecret: RotateWebhookSecret,
  ) {}

  @Post()
  @Idempotent()
  @ApiOperation({
    operationId: 'createWebhookEndpoint',
    summary: 'Webhook-Endpunkt anlegen',
    description: `${SIGNING}\n\nDas Geheimnis (\`whsec_…\`) steht nur in dieser Antwort. Free: 403 \`WEBHOOKS_NOT_IN_PLAN\`; Limit erreicht: 409 \`WEBHOOK_LIMIT_REACHED\`.`,
  })
  @ApiCreatedResponse({ type: CreatedWebhookEndpointResponseDto })
  @ApiErrorResponses(400, 401, 403, 409)
  async create(
    @CurrentScope() scope: TenantScope,
    @Body() body: CreateWebhookEndpointRequestDto,
  ): Promise<CreatedWebhookEndpointResponseDto> {
    const { endpoint, secret } = await this.createEndpoint.execute(scope, body);
    return { ...toWebhookEndpointResponse(endpoint), secret };
  }

  @Get()
  @ApiOperation({ operationId: 'listWebhookEndpoints', summary: 'Webhook-Endpunkte des Mandanten' })
  @ApiOkResponse({ type: WebhookEndpointListResponseDto })
  @ApiErrorResponses(401)
  async list(@CurrentScope() scope: TenantScope): Promise<WebhookEndpointListResponseDto> {
    return { items: (await this.endpoints.list(scope)).map(toWebhookEndpointResponse) };
  }

  @Get(':id')
  @ApiOperation({ operationId: 'getWebhookEndpoint', summary: 'Ein Webhook-Endpunkt (ohne Geheimnis)' })
  @ApiOkResponse({ type: WebhookEndpointResponseDto })
  @ApiErrorResponses(401, 404)
  async byId(
    @CurrentScope() scope: TenantScope,
    @Param('id', UuidParamPipe) id: string,
  ): Promise<WebhookEndpointResponseDto> {
    const endpoint = await this.endpoints.findById(scope, id);
    if (!endpoint) throw new WebhookEndpointNotFoundError();
    return toWebhookEndpointResponse(endpoint);
  }

  @Patch(':id')
  @ApiOperation({
    operationId: 'updateWebhookEndpoint',
    summary: 'Webhook-Endpunkt ändern oder wieder aktivieren',
  })
  @ApiOkResponse({ type: WebhookEndpointResponseDto })
  @ApiErrorResponses(400, 401, 404)
  async update(
    @CurrentScope() scope: TenantScope,
    @Param('id', UuidParamPipe) id: string,
    @Body() body: UpdateWebhookEndpointRequestDto,
  ): Promise<WebhookEndpointResponseDto> {
    return toWebhookEndpointResponse(await this.updateEndpoint.execute(scope, id, body));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deleteWebhookEndpoint',
    summary: 'Webhook-Endpunkt löschen (mit seinem Zustellprotokoll)',
  })
  @ApiNoContentResponse()
  @ApiErrorResponses(401, 404)
  async remove(@CurrentScope() scope: TenantScope, @Param('id', UuidParamPipe) id: string): Promise<void> {
    await this.deleteEndpoint.execute(scope, id);
  }

  @Post(':id/rotate-secret')
  @Idempotent()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'rotateWebhookSecret',
    summary: 'Signaturgeheimnis erneuern',
    description:
      'Das neue Geheimnis steht nur in dieser Antwort; bis `previousSecretValidUntil` tragen Zustellungen beide Signaturen.',
  })
  @ApiOkResponse({ type: RotatedWebhookSecretResponseDto })
  @ApiErrorResponses(401, 404)
  async rotate(
    @CurrentScope() scope: TenantScope,
    @Param('id', UuidParamPipe) id: string,
  ): Promise<RotatedWebhookSecretResponseDto> {
    const rotated = await this.rotateSecret.execute(scope, id);
    return {
      secret: rotated.secret,
      previousSecretValidUntil: rotated.previousSecretValidUntil.toISOString(),
    };
  }
}
