import { randomUUID } from 'node:crypto';
import type { Clock, TenantScope } from '@libs/shared';
import type { TenantEntitlements } from '../../access';
import type { WebhookEndpoint } from './webhook-endpoint';
import type { WebhookEndpointRepository } from './webhook-endpoint-repository.port';
import { generateWebhookSecret } from './webhook-signature';
import { rejectWebhookUrl, type WebhookUrlOptions } from './webhook-url-policy';
import { WebhookLimitReachedError, WebhooksNotInPlanError, WebhookUrlRejectedError } from './webhook.errors';

export interface CreateWebhookEndpointCommand {
  url: string;
  description?: string;
  eventTypes: string[];
}

/** Registers a receiver within the plan's limit; the secret is returned this once and stored encrypted. */
export class CreateWebhookEndpoint {
  constructor(
    private readonly endpoints: WebhookEndpointRepository,
    private readonly plans: TenantEntitlements,
    private readonly urlOptions: WebhookUrlOptions,
    private readonly clock: Clock,
  ) {}

  async execute(
    { tenantId, sandbox }: TenantScope,
    command: CreateWebhookEndpointCommand,
  ): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
    const { plan, entitlements } = await this.plans.of(tenantId);
    const limit = entitlements.webhookEndpoints;
    if (limit === 0) throw new WebhooksNotInPlanError(plan);
    const rejected = rejectWebhookUrl(command.url, this.urlOptions);
    if (rejected) throw new WebhookUrlRejectedError(rejected);
    const now = this.clock.now();
    const endpoint: WebhookEndpoint = {
      id: randomUUID(),
      tenantId,
      url: command.url,
      description: command.description ?? '',
      eventTypes: [...new Set(command.eventTypes)],
      enabled: true,
      disabledReason: null,
      sandbox,
      createdAt: now,
      updatedAt: now,
    };
    const secret = generateWebhookSecret();
    if (!(await this.endpoints.addWithinLimit({ endpoint, secret }, limit))) {
      throw new WebhookLimitReachedError(plan, limit ?? 0);
    }
    return { endpoint, secret };
  }
}
