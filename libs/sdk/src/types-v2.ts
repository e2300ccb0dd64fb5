import type { operations as Op } from './generated/v2.js';
import type { OkBody, QueryOf, RequestBody } from './openapi-types.js';

/** Records of the v2 operations (developer portal, webhooks), as generated from the v2 OpenAPI document. */
export type Quota = OkBody<Op['getQuota']>;
export type OAuthClientList = OkBody<Op['listOAuthClients']>;
export type CreateOAuthClientRequest = RequestBody<Op['createOAuthClient']>;
export type CreatedOAuthClient = OkBody<Op['createOAuthClient']>;
export type SandboxToken = OkBody<Op['createSandboxToken']>;
export type WebhookEndpoint = OkBody<Op['getWebhookEndpoint']>;
export type WebhookEndpointList = OkBody<Op['listWebhookEndpoints']>;
export type CreateWebhookEndpointRequest = RequestBody<Op['createWebhookEndpoint']>;
export type CreatedWebhookEndpoint = OkBody<Op['createWebhookEndpoint']>;
export type UpdateWebhookEndpointRequest = RequestBody<Op['updateWebhookEndpoint']>;
export type RotatedWebhookSecret = OkBody<Op['rotateWebhookSecret']>;
export type TestWebhookRequest = RequestBody<Op['testWebhook']>;
export type TestWebhookResult = OkBody<Op['testWebhook']>;
export type ListWebhookDeliveriesQuery = QueryOf<Op['listWebhookDeliveries']>;
export type WebhookDeliveryList = OkBody<Op['listWebhookDeliveries']>;
export type Redelivery = OkBody<Op['redeliverWebhook']>;
export type WebhookEventTypeList = OkBody<Op['listWebhookEventTypes']>;
/** The whole v2 document's types: `v2.paths`, `v2.operations`, `v2.components`, `v2.webhooks`. */
export type * as v2 from './generated/v2.js';
