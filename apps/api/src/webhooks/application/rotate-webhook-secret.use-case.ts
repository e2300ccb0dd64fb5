import type { Clock, TenantScope } from '@libs/shared';
import type { WebhookEndpointRepository } from './webhook-endpoint-repository.port';
import { generateWebhookSecret } from './webhook-signature';
import { WebhookEndpointNotFoundError } from './webhook.errors';

/**
 * A new secret, shown once. The previous one keeps signing (a second `v1,` signature) for the grace period,
 * so receivers can switch without losing deliveries.
 */
export class RotateWebhookSecret {
  constructor(
    private readonly endpoints: WebhookEndpointRepository,
    private readonly graceSeconds: number,
    private readonly clock: Clock,
  ) {}

  async execute(scope: TenantScope, id: string): Promise<{ secret: string; previousSecretValidUntil: Date }> {
    const now = this.clock.now();
    const secret = generateWebhookSecret();
    const previousSecretValidUntil = new Date(now.getTime() + this.graceSeconds * 1000);
    if (!(await this.endpoints.rotateSecret(scope, id, secret, previousSecretValidUntil, now))) {
      throw new WebhookEndpointNotFoundError();
    }
    return { secret, previousSecretValidUntil };
  }
}
