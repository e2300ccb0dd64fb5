import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorResponseDto } from '../platform/errors/error-response.dto';
import { Idempotent } from '../platform/idempotency/idempotent.decorator';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { CurrentScope, type TenantScope } from '../platform/tenancy/current-tenant.decorator';
import { UuidParamPipe } from '../platform/validation/uuid-param.pipe';
import { PushSubscriptionNotFoundError } from './application/notification.errors';
import type { VapidKeys } from './application/notification-settings';
import { PushSubscriptions, type PushTarget } from './application/push-subscriptions.port';
import { SendPush } from './application/send-push.use-case';
import { SubscribePush } from './application/subscribe-push.use-case';
import { VAPID_KEYS } from './adapters/push-providers';
import {
  PushSubscriptionListResponseDto,
  PushSubscriptionResponseDto,
  SendPushRequestDto,
  SendPushResponseDto,
  SubscribePushRequestDto,
  toPushSubscriptionResponse,
  VapidKeyResponseDto,
} from './dto/push.dto';
import { Inject } from '@nestjs/common';

@ApiTags('Notifications')
@Controller('api/v2/notifications/push')
export class NotificationsPushController {
  constructor(
    @Inject(VAPID_KEYS) private readonly vapid: VapidKeys,
    private readonly subscriptions: PushSubscriptions,
    private readonly subscribePush: SubscribePush,
    private readonly sendPush: SendPush,
  ) {}

  @Get('vapid-key')
  @ApiOperation({ operationId: 'getVapidKey', summary: 'Öffentlicher VAPID-Schlüssel für Web Push' })
  @ApiOkResponse({ type: VapidKeyResponseDto })
  @ApiErrorResponses(401)
  vapidKey(): VapidKeyResponseDto {
    return { publicKey: this.vapid.publicKey };
  }

  @Post('subscribe')
  @Idempotent()
  @ApiOperation({
    operationId: 'subscribePush',
    summary: 'Web-Push-Abonnement eines Browsers speichern',
    description:
      'Nimmt `PushSubscription.toJSON()` des Browsers. Nur Endpunkte bekannter Push-Dienste (400 `PUSH_ENDPOINT_REJECTED`); dasselbe Endpunkt erneut abonniert behält seine ID. Tarifgrenze: 409 `PUSH_SUBSCRIPTION_LIMIT_REACHED`.',
  })
  @ApiCreatedResponse({ type: PushSubscriptionResponseDto })
  @ApiErrorResponses(400, 401, 409)
  async subscribe(
    @CurrentScope() scope: TenantScope,
    @Body() body: SubscribePushRequestDto,
  ): Promise<PushSubscriptionResponseDto> {
    const saved = await this.subscribePush.execute(scope, {
      endpoint: body.endpoint,
      keys: { p256dh: body.keys.p256dh, auth: body.keys.auth },
      userRef: body.userRef ?? null,
      eventTypes: body.eventTypes ?? [],
      expiresAt: typeof body.expirationTime === 'number' ? new Date(body.expirationTime) : null,
    });
    return toPushSubscriptionResponse(saved);
  }

  @Get('subscriptions')
  @ApiOperation({ operationId: 'listPushSubscriptions', summary: 'Web-Push-Abonnements des Mandanten' })
  @ApiOkResponse({ type: PushSubscriptionListResponseDto })
  @ApiErrorResponses(401)
  async list(@CurrentScope() scope: TenantScope): Promise<PushSubscriptionListResponseDto> {
    return { items: (await this.subscriptions.list(scope)).map(toPushSubscriptionResponse) };
  }

  @Delete('subscriptions/:id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deletePushSubscription', summary: 'Web-Push-Abonnement löschen' })
  @ApiNoContentResponse()
  @ApiErrorResponses(401, 404)
  async remove(@CurrentScope() scope: TenantScope, @Param('id', UuidParamPipe) id: string): Promise<void> {
    if (!(await this.subscriptions.delete(scope, id))) throw new PushSubscriptionNotFoundError();
  }

  @Post('send')
  @Idempotent()
  @HttpCode(202)
  @ApiOperation({
    operationId: 'sendPush',
    summary: 'Push-Nachricht einreihen',
    description:
      'Reiht je Abonnement eine Zustellung ein (202) und sendet nie während der Anfrage. Zustellung verschlüsselt (aes128gcm), mit TTL, Zeitlimit und Wiederholung bei 429/5xx; bei 404/410 wird das Abonnement gelöscht.',
  })
  @ApiAcceptedResponse({ type: SendPushResponseDto })
  @ApiResponse({ status: 404, type: ErrorResponseDto, description: '`PUSH_SUBSCRIPTION_NOT_FOUND`.' })
  @ApiResponse({ status: 409, type: ErrorResponseDto, description: '`PUSH_NO_RECIPIENT`: kein Abonnement.' })
  @ApiErrorResponses(400, 401)
  async send(
    @CurrentScope() scope: TenantScope,
    @Body() body: SendPushRequestDto,
  ): Promise<SendPushResponseDto> {
    const target: PushTarget =
      body.to === 'subscription'
        ? { to: 'subscription', id: body.subscriptionId! }
        : body.to === 'user'
          ? { to: 'user', userRef: body.userRef! }
          : { to: 'all' };
    return this.sendPush.execute(scope, {
      target,
      message: { title: body.title, body: body.body, url: body.url },
      ttlSeconds: body.ttlSeconds ?? 86_400,
      urgency: body.urgency,
      topic: body.topic,
    });
  }
}
