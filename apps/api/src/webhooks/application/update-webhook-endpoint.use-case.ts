import type { Clock, TenantScope } from '@libs/shared';
import type { WebhookEndpoint } from './webhook-endpoint';
import type { WebhookEndpointChanges, WebhookEndpointRepository } from './webhook-endpoint-repository.port';
import { rejectWebhookUrl, type WebhookUrlOptions } from './webhook-url-policy';
import { WebhookEndpointNotFoundError, WebhookUrlRejectedError } from './webhook.errors';

/** Changes URL, events, description, or (re-)enables an endpoint; re-enabling resets the failure count. */
export class UpdateWebhookEndpoint {
  constructor(
    private readonly endpoints: WebhookEndpointRepository,
    private readonly urlOptions: WebhookUrlOptions,
    private readonly clock: Clock,
  ) {}

  async execute(scope: TenantScope, id: string, changes: WebhookEndpointChanges): Promise<WebhookEndpoint> {
    if (changes.url !== undefined) {
      const rejected = rejectWebhookUrl(changes.url, this.urlOptions);
      if (rejected) throw new WebhookUrlRejectedError(rejected);
    }
    const eventTypes = changes.eventTypes ? [...new Set(changes.eventTypes)] : undefined;
    const updated = await this.endpoints.update(scope, id, { ...changes, eventTypes }, this.clock.now());
    if (!updated) throw new WebhookEndpointNotFoundError();
    return updated;
  }
}
