export {
  FoerdermittelClient,
  type ClientOptions,
  type CreateOptions,
  type Credentials,
  type RetryOptions,
} from './client.js';
export { FoerdermittelV2Api } from './client-v2.js';
export {
  streamNotifications,
  type NotificationStreamEvent,
  type NotificationStreamOptions,
} from './notification-stream.js';
export { FoerdermittelApiError, FoerdermittelNetworkError, type ValidationIssue } from './errors.js';
export { parseRateLimit, parseRetryAfter, type RateLimitInfo, type RateLimitPolicy } from './rate-limit.js';
export type * from './types.js';
export type * from './types-v2.js';
export type * from './webhook-events.js';
