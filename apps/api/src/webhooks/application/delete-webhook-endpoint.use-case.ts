import type { TenantScope } from '@libs/shared';
import type { WebhookEndpointRepository } from './webhook-endpoint-repository.port';
import { WebhookEndpointNotFoundError } from './webhook.errors';

/** Removes an endpoint with its pending messages and its delivery log. */
export class DeleteWebhookEndpoint {
  constructor(private readonly endpoints: WebhookEndpointRepository) {}

  async execute(scope: TenantScope, id: string): Promise<void> {
    if (!(await this.endpoints.remove(scope, id))) throw new WebhookEndpointNotFoundError();
  }
}
