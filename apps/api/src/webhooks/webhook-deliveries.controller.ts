import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DEFAULT_PAGE_SIZE } from '../platform/validation/page-query.dto';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { RequireScopes } from '../platform/auth/require-scopes.decorator';
import { Idempotent } from '../platform/idempotency/idempotent.decorator';
import { CurrentScope, type TenantScope } from '../platform/tenancy/current-tenant.decorator';
import { UuidParamPipe } from '../platform/validation/uuid-param.pipe';
import { registeredEventTypes } from '../platform/events/event-types';
import { RedeliverWebhook } from './application/redeliver-webhook.use-case';
import { SendTestWebhook } from './application/send-test-webhook.use-case';
import {
  ListWebhookDeliveriesRequestDto,
  toWebhookDeliveryResponse,
  WebhookDeliveryListResponseDto,
} from './dto/webhook-delivery.dto';
import { TestWebhookRequestDto } from './dto/webhook-endpoint.request.dto';
import {
  RedeliveryResponseDto,
  TestWebhookResponseDto,
  WebhookEventTypeListResponseDto,
} from './dto/webhook-endpoint.response.dto';
import { WebhookDeliveryLog } from './application/webhook-delivery-log.port';

@ApiTags('Webhooks')
@Controller('api/v2/developer/webhooks')
export class WebhookDeliveriesController {
  constructor(
    private readonly log: WebhookDeliveryLog,
    private readonly sendTest: SendTestWebhook,
    private readonly redeliver: RedeliverWebhook,
  ) {}

  @Get('event-types')
  @ApiOperation({
    operationId: 'listWebhookEventTypes',
    summary: 'Ereigniskatalog (Payload: { type, timestamp, data })',
  })
  @ApiOkResponse({ type: WebhookEventTypeListResponseDto })
  @ApiErrorResponses(401)
  eventTypes(): WebhookEventTypeListResponseDto {
    return {
      items: registeredEventTypes().map(({ name, description, owner }) => ({
        type: name,
        description,
        module: owner,
      })),
    };
  }

  @Post('test')
  @RequireScopes('admin')
  @Idempotent()
  @HttpCode(202)
  @ApiOperation({
    operationId: 'testWebhook',
    summary: 'Testereignis senden',
    description:
      'Sendet `webhook.test` über dieselbe Warteschlange, Signatur und Wiederholung wie jedes Ereignis, an einen oder alle aktiven Endpunkte. Das Ergebnis steht im Zustellprotokoll.',
  })
  @ApiAcceptedResponse({ type: TestWebhookResponseDto })
  @ApiErrorResponses(400, 401, 409)
  async test(
    @CurrentScope() scope: TenantScope,
    @Body() body: TestWebhookRequestDto,
  ): Promise<TestWebhookResponseDto> {
    return this.sendTest.execute(scope, body.endpointId);
  }

  @Get('deliveries')
  @RequireScopes('admin')
  @ApiOperation({
    operationId: 'listWebhookDeliveries',
    summary: 'Zustellprotokoll',
    description: 'Ein Eintrag je Zustellversuch, neueste zuerst; 30 Tage aufbewahrt.',
  })
  @ApiOkResponse({ type: WebhookDeliveryListResponseDto })
  @ApiErrorResponses(400, 401)
  async deliveries(
    @CurrentScope() scope: TenantScope,
    @Query() query: ListWebhookDeliveriesRequestDto,
  ): Promise<WebhookDeliveryListResponseDto> {
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const offset = query.offset ?? 0;
    const { items, total } = await this.log.list(scope, { ...query, limit, offset });
    return { items: items.map(toWebhookDeliveryResponse), total, limit, offset };
  }

  @Post('deliveries/:id/redeliver')
  @RequireScopes('admin')
  @Idempotent()
  @HttpCode(202)
  @ApiOperation({
    operationId: 'redeliverWebhook',
    summary: 'Zustellung wiederholen',
    description:
      'Ein weiterer Versuch (trigger `manual`) mit derselben `webhook-id`, auch an einen deaktivierten Endpunkt.',
  })
  @ApiAcceptedResponse({ type: RedeliveryResponseDto })
  @ApiErrorResponses(401, 404)
  async redeliverOne(
    @CurrentScope() scope: TenantScope,
    @Param('id', UuidParamPipe) id: string,
  ): Promise<RedeliveryResponseDto> {
    return this.redeliver.execute(scope, id);
  }
}
