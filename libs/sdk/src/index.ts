export {
  FoerdermittelClient,
  type ClientOptions,
  type CreateOptions,
  type Credentials,
  type RetryOptions,
} from './client.js';
export { FoerdermittelApiError, FoerdermittelNetworkError, type ValidationIssue } from './errors.js';
export { parseRateLimit, parseRetryAfter, type RateLimitInfo, type RateLimitPolicy } from './rate-limit.js';
export type * from './types.js';
