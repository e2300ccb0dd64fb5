import type { TenantScope } from '@libs/shared';
import { NoWebhookEndpointError } from './webhook.errors';
import type { WebhookPublisher } from './webhook-publisher.port';
import type { WebhookTestPayload } from '../webhooks.event-types';

/** `webhook.test` through the same outbox, queue and signer as every event; to one endpoint or all enabled ones. */
export class SendTestWebhook {
  constructor(private readonly outbox: WebhookPublisher) {}

  async execute(
    { tenantId, sandbox }: TenantScope,
    endpointId?: string,
  ): Promise<{ eventId: string; deliveries: number }> {
    const published = await this.outbox.publishTo(
      tenantId,
      {
        type: 'webhook.test',
        sandbox,
        data: {
          endpointId: endpointId ?? null,
          message: 'Testereignis der Fördermittel API',
        } satisfies WebhookTestPayload,
      },
      { endpointId, trigger: 'test' },
    );
    if (!published.eventId || published.messages === 0) throw new NoWebhookEndpointError();
    return { eventId: published.eventId, deliveries: published.messages };
  }
}
