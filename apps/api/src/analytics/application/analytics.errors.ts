import { DomainError } from '@libs/shared';
import { ANALYTICS_ERROR_CODES } from '../analytics.error-codes';

export class AnalyticsBatchTooLargeError extends DomainError {
  readonly code = 'ANALYTICS_BATCH_TOO_LARGE';
  constructor(maxEvents: number, plan: string) {
    super(ANALYTICS_ERROR_CODES.ANALYTICS_BATCH_TOO_LARGE.message, { maxEvents, plan });
  }
}

/** A query that is well-formed field by field but not as a whole (e.g. `from` after `to`). */
export class AnalyticsQueryInvalidError extends DomainError {
  readonly code = 'ANALYTICS_QUERY_INVALID';
  constructor(reason: string) {
    super(ANALYTICS_ERROR_CODES.ANALYTICS_QUERY_INVALID.message, { reason });
  }
}
