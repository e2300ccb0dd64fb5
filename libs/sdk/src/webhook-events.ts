import type { webhooks } from './generated/v2.js';
import type { RequestBody } from './openapi-types.js';

/** Every event type the API delivers: the keys of the v2 document's `webhooks` object. */
export type WebhookEventType = keyof webhooks;

/**
 * A delivered event, `{ type, timestamp, data }`. Without a type argument it is the union of all events,
 * narrowed by `type`: `if (event.type === 'calculation.created') event.data.calculationId`.
 */
export type WebhookEvent<T extends WebhookEventType = WebhookEventType> = T extends WebhookEventType
  ? RequestBody<webhooks[T]['post']>
  : never;

/** The `data` of one event type. */
export type WebhookEventData<T extends WebhookEventType> = WebhookEvent<T>['data'];
