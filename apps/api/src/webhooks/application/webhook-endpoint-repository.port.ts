import type { TenantId, TenantScope } from '@libs/shared';
import type { WebhookEndpoint, WebhookSigningSecrets } from './webhook-endpoint';

export interface NewWebhookEndpoint {
  endpoint: WebhookEndpoint;
  secret: string;
}

export interface WebhookEndpointChanges {
  url?: string;
  description?: string;
  eventTypes?: WebhookEndpoint['eventTypes'];
  enabled?: boolean;
}

/**
 * Endpoints and their secrets (encrypted at rest by the adapter). Every method names the tenant and the
 * mode (`TenantScope`); another tenant's id, or the other mode's, reads as absent.
 */
export abstract class WebhookEndpointRepository {
  /** Adds the endpoint unless the tenant already has `limit` of them (checked under a lock): false then. */
  abstract addWithinLimit(entry: NewWebhookEndpoint, limit: number | null): Promise<boolean>;
  abstract list(scope: TenantScope): Promise<WebhookEndpoint[]>;
  abstract findById(scope: TenantScope, id: string): Promise<WebhookEndpoint | null>;
  abstract update(
    scope: TenantScope,
    id: string,
    changes: WebhookEndpointChanges,
    now: Date,
  ): Promise<WebhookEndpoint | null>;
  abstract remove(scope: TenantScope, id: string): Promise<boolean>;
  /** Replaces the secret; the old one keeps signing until `previousValidUntil`. */
  abstract rotateSecret(
    scope: TenantScope,
    id: string,
    secret: string,
    previousValidUntil: Date,
    now: Date,
  ): Promise<boolean>;
  abstract signingSecrets(tenantId: TenantId, id: string, now: Date): Promise<WebhookSigningSecrets | null>;
}
