import { Global, Module } from '@nestjs/common';
import { Clock } from '@libs/shared';
import { TenantTransaction } from '../platform/tenancy/tenant-transaction';
import { AppConfigToken, type AppConfig } from '../platform/config/app-config';
import { TenantEntitlements } from '../access';
import { TenantJobs } from '../platform/jobs/tenant-jobs';
import { CreateWebhookEndpoint } from './application/create-webhook-endpoint.use-case';
import { DeleteWebhookEndpoint } from './application/delete-webhook-endpoint.use-case';
import { OutboundEventTaps } from '../platform/events/outbound-event-taps';
import { OutboundEvents } from '../platform/events/outbound-events.port';
import { RotateWebhookSecret } from './application/rotate-webhook-secret.use-case';
import { SecretCipher } from './application/secret-cipher.port';
import { UpdateWebhookEndpoint } from './application/update-webhook-endpoint.use-case';
import { WebhookEndpointRepository } from './application/webhook-endpoint-repository.port';
import { WebhookSender } from './application/webhook-sender.port';
import { GuardedHttpWebhookSender } from './adapters/guarded-http-webhook-sender';
import { RedeliverWebhook } from './application/redeliver-webhook.use-case';
import { SendTestWebhook } from './application/send-test-webhook.use-case';
import { WebhookDeliveryWorker } from './adapters/webhook-delivery-worker';
import { WebhookJobHandlers } from './adapters/webhook-job-handlers';
import { AesGcmSecretCipher } from './persistence/aes-gcm-secret-cipher';
import { OutboxOutboundEvents } from './persistence/outbox-outbound-events';
import { TypeormWebhookDeliveryLog } from './persistence/typeorm-webhook-delivery-log';
import { WebhookDeliveryLog } from './application/webhook-delivery-log.port';
import { WebhookPublisher } from './application/webhook-publisher.port';
import { TypeormWebhookEndpointRepository } from './persistence/typeorm-webhook-endpoint-repository';
import { resolveWebhookSecretKey } from './persistence/webhook-secret-key';
import { WebhookDeliveriesController } from './webhook-deliveries.controller';
import { WebhookEndpointsController } from './webhook-endpoints.controller';
import { webhookSettings } from './application/webhook-settings';
import { AppMetrics } from '../platform/metrics/app-metrics';

/**
 * Outbound webhooks (ADR 0007). Global so that any feature can inject `OutboundEvents`
 * (calculations today, the rate limiter's quota thresholds next) without importing this module.
 */
@Global()
@Module({
  controllers: [WebhookEndpointsController, WebhookDeliveriesController],
  providers: [
    WebhookJobHandlers,
    {
      provide: SecretCipher,
      inject: [AppConfigToken],
      useFactory: (c: AppConfig) => new AesGcmSecretCipher(resolveWebhookSecretKey(c)),
    },
    {
      provide: WebhookEndpointRepository,
      inject: [TenantTransaction, SecretCipher],
      useFactory: (d: TenantTransaction, s: SecretCipher) => new TypeormWebhookEndpointRepository(d, s),
    },
    {
      provide: WebhookDeliveryLog,
      inject: [TenantTransaction],
      useFactory: (d: TenantTransaction) => new TypeormWebhookDeliveryLog(d),
    },
    // One per app instance (tests run two apps in one process).
    {
      provide: OutboxOutboundEvents,
      inject: [TenantTransaction, TenantJobs, Clock, OutboundEventTaps],
      useFactory: (d: TenantTransaction, j: TenantJobs, c: Clock, t: OutboundEventTaps) =>
        new OutboxOutboundEvents(d, j, c, t),
    },
    { provide: OutboundEvents, useExisting: OutboxOutboundEvents },
    { provide: WebhookPublisher, useExisting: OutboxOutboundEvents },
    {
      provide: WebhookSender,
      inject: [AppConfigToken],
      useFactory: (c: AppConfig) => {
        const s = webhookSettings(c);
        return new GuardedHttpWebhookSender({
          timeoutMs: s.timeoutMs,
          allowHttp: s.allowHttp,
          allowPrivateAddresses: s.allowPrivateAddresses,
        });
      },
    },
    {
      provide: WebhookDeliveryWorker,
      inject: [
        TenantTransaction,
        WebhookEndpointRepository,
        WebhookSender,
        OutboxOutboundEvents,
        TenantJobs,
        Clock,
        AppConfigToken,
        AppMetrics,
      ],
      useFactory: (
        d: TenantTransaction,
        e: WebhookEndpointRepository,
        s: WebhookSender,
        o: OutboxOutboundEvents,
        j: TenantJobs,
        c: Clock,
        config: AppConfig,
        metrics: AppMetrics,
      ) =>
        new WebhookDeliveryWorker(
          d,
          e,
          s,
          o,
          j,
          c,
          webhookSettings(config),
          metrics.counter(
            'webhook_delivery_attempts_total',
            'Webhook delivery attempts, by outcome and trigger.',
            ['outcome', 'trigger'],
          ),
        ),
    },
    {
      provide: CreateWebhookEndpoint,
      inject: [WebhookEndpointRepository, TenantEntitlements, AppConfigToken, Clock],
      useFactory: (e: WebhookEndpointRepository, p: TenantEntitlements, config: AppConfig, c: Clock) =>
        new CreateWebhookEndpoint(e, p, webhookSettings(config), c),
    },
    {
      provide: UpdateWebhookEndpoint,
      inject: [WebhookEndpointRepository, AppConfigToken, Clock],
      useFactory: (e: WebhookEndpointRepository, config: AppConfig, c: Clock) =>
        new UpdateWebhookEndpoint(e, webhookSettings(config), c),
    },
    {
      provide: RotateWebhookSecret,
      inject: [WebhookEndpointRepository, AppConfigToken, Clock],
      useFactory: (e: WebhookEndpointRepository, config: AppConfig, c: Clock) =>
        new RotateWebhookSecret(e, webhookSettings(config).rotationGraceSeconds, c),
    },
    {
      provide: DeleteWebhookEndpoint,
      inject: [WebhookEndpointRepository],
      useFactory: (e: WebhookEndpointRepository) => new DeleteWebhookEndpoint(e),
    },
    {
      provide: SendTestWebhook,
      inject: [WebhookPublisher],
      useFactory: (p: WebhookPublisher) => new SendTestWebhook(p),
    },
    {
      provide: RedeliverWebhook,
      inject: [WebhookDeliveryLog, TenantJobs],
      useFactory: (l: WebhookDeliveryLog, j: TenantJobs) => new RedeliverWebhook(l, j),
    },
  ],
  exports: [OutboundEvents, OutboxOutboundEvents],
})
export class WebhooksModule {}
