import { GeneratedV2Operations } from './generated/v2-operations.js';
import type {
  CreatedOAuthClient,
  CreatedWebhookEndpoint,
  CreateOAuthClientRequest,
  CreateWebhookEndpointRequest,
  ListWebhookDeliveriesQuery,
  OAuthClientList,
  Quota,
  Redelivery,
  RotatedWebhookSecret,
  SandboxToken,
  TestWebhookRequest,
  TestWebhookResult,
  UpdateWebhookEndpointRequest,
  WebhookDeliveryList,
  WebhookEndpoint,
  WebhookEndpointList,
  WebhookEventTypeList,
} from './types-v2.js';

const DEVELOPER = '/api/v2/developer';
const WEBHOOKS = `${DEVELOPER}/webhooks`;
const id = (value: string) => encodeURIComponent(value);

/**
 * The v2 operations (`client.v2`), typed from the v2 document, with the same credentials, tenant header,
 * errors and retries as the v1 methods. Every operation is a method named by its operationId: the developer
 * portal and webhooks written here (positional arguments), all others generated from the document
 * (`GeneratedV2Operations`: one `{ path, query, body, headers }` argument, exactly what the operation takes).
 */
export class FoerdermittelV2Api extends GeneratedV2Operations {
  /** GET /api/v2/developer/quota: the month's usage against the plan's quota. */
  getQuota(signal?: AbortSignal): Promise<Quota> {
    return this.send('GET', `${DEVELOPER}/quota`, { signal });
  }

  listOAuthClients(signal?: AbortSignal): Promise<OAuthClientList> {
    return this.send('GET', `${DEVELOPER}/oauth-clients`, { signal });
  }

  /** The client secret is in the answer this once. */
  createOAuthClient(body: CreateOAuthClientRequest, signal?: AbortSignal): Promise<CreatedOAuthClient> {
    return this.send('POST', `${DEVELOPER}/oauth-clients`, { body, signal });
  }

  revokeOAuthClient(clientId: string, signal?: AbortSignal): Promise<void> {
    return this.send('DELETE', `${DEVELOPER}/oauth-clients/${id(clientId)}`, { signal });
  }

  createSandboxToken(signal?: AbortSignal): Promise<SandboxToken> {
    return this.send('POST', `${DEVELOPER}/sandbox-token`, { signal });
  }

  listWebhookEndpoints(signal?: AbortSignal): Promise<WebhookEndpointList> {
    return this.send('GET', WEBHOOKS, { signal });
  }

  /** The signing secret (`whsec_…`) is in the answer this once. */
  createWebhookEndpoint(
    body: CreateWebhookEndpointRequest,
    signal?: AbortSignal,
  ): Promise<CreatedWebhookEndpoint> {
    return this.send('POST', WEBHOOKS, { body, signal });
  }

  getWebhookEndpoint(endpointId: string, signal?: AbortSignal): Promise<WebhookEndpoint> {
    return this.send('GET', `${WEBHOOKS}/${id(endpointId)}`, { signal });
  }

  updateWebhookEndpoint(
    endpointId: string,
    body: UpdateWebhookEndpointRequest,
    signal?: AbortSignal,
  ): Promise<WebhookEndpoint> {
    return this.send('PATCH', `${WEBHOOKS}/${id(endpointId)}`, { body, signal });
  }

  deleteWebhookEndpoint(endpointId: string, signal?: AbortSignal): Promise<void> {
    return this.send('DELETE', `${WEBHOOKS}/${id(endpointId)}`, { signal });
  }

  rotateWebhookSecret(endpointId: string, signal?: AbortSignal): Promise<RotatedWebhookSecret> {
    return this.send('POST', `${WEBHOOKS}/${id(endpointId)}/rotate-secret`, { signal });
  }

  /** Sends `webhook.test` to one endpoint, or to every enabled one with `{}`. */
  testWebhook(body: TestWebhookRequest = {}, signal?: AbortSignal): Promise<TestWebhookResult> {
    return this.send('POST', `${WEBHOOKS}/test`, { body, signal });
  }

  listWebhookDeliveries(
    query: ListWebhookDeliveriesQuery = {},
    signal?: AbortSignal,
  ): Promise<WebhookDeliveryList> {
    return this.send('GET', `${WEBHOOKS}/deliveries`, { query: { ...query }, signal });
  }

  redeliverWebhook(deliveryId: string, signal?: AbortSignal): Promise<Redelivery> {
    return this.send('POST', `${WEBHOOKS}/deliveries/${id(deliveryId)}/redeliver`, { signal });
  }

  /** The catalogue of event types an endpoint can subscribe to. */
  listWebhookEventTypes(signal?: AbortSignal): Promise<WebhookEventTypeList> {
    return this.send('GET', `${WEBHOOKS}/event-types`, { signal });
  }
}
