import type { RateLimitInfo } from './rate-limit.js';

/** One field error of a 400 (spec 7, ValidationErrorResponse). */
export interface ValidationIssue {
  path: (string | number)[];
  message: string;
}

/**
 * Every non-2xx answer of the API. `code` is the API's stable error code (e.g. `VALIDATION_FAILED`,
 * `PROGRAM_NOT_FOUND`, `RATE_LIMITED`); `message` is its German text.
 */
export class FoerdermittelApiError extends Error {
  override readonly name = 'FoerdermittelApiError';

  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
    readonly issues: ValidationIssue[],
    readonly details: unknown,
    readonly rateLimit: RateLimitInfo,
    readonly requestId: string | undefined,
    /** The parsed body, or the text when it was not JSON. */
    readonly body: unknown,
  ) {
    super(message);
  }

  get isRateLimited(): boolean {
    return this.status === 429;
  }
}

/** The request did not reach the API, or its answer could not be read. */
export class FoerdermittelNetworkError extends Error {
  override readonly name = 'FoerdermittelNetworkError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
