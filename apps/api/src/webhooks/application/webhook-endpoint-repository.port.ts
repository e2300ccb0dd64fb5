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
 * Endpoints and their secrets (encrypted at rest by the adapter). Every method names the tenant; another
 * tenant's id reads as absent.
 */
export abstract class WebhookEndpointRepository {
  /** Adds the endpoint unless the tenant already has `limit` of them (checked under a lock): false then. */
  abstract addWithinLimit(entry: NewWebhookEndpoint, limit: number | null): Promise<boolean>;
  abstract list(tenantId: string): Promise<WebhookEndpoint[]>;
  abstract findById(tenantId: string, id: string): Promise<WebhookEndpoint | null>;
  abstract update(
    tenantId: string,
    id: string,
    changes: WebhookEndpointChanges,
    now: Date,
  ): Promise<WebhookEndpoint | null>;
  abstract remove(tenantId: string, id: string): Promise<boolean>;
  /** Replaces the secret; the old one keeps signing until `previousValidUntil`. */
  abstract rotateSecret(
    tenantId: string,
    id: string,
    secret: string,
    previousValidUntil: Date,
    now: Date,
  ): Promise<boolean>;
  abstract signingSecrets(tenantId: string, id: string, now: Date): Promise<WebhookSigningSecrets | null>;
}
