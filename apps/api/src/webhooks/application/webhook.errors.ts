import { DomainError, NotFoundError } from '@libs/shared';
import { WEBHOOK_ERROR_CODES } from '../webhooks.error-codes';

export class WebhookEndpointNotFoundError extends NotFoundError {
  constructor() {
    super('WEBHOOK_ENDPOINT_NOT_FOUND', WEBHOOK_ERROR_CODES.WEBHOOK_ENDPOINT_NOT_FOUND.message);
  }
}

export class WebhookDeliveryNotFoundError extends NotFoundError {
  constructor() {
    super('WEBHOOK_DELIVERY_NOT_FOUND', WEBHOOK_ERROR_CODES.WEBHOOK_DELIVERY_NOT_FOUND.message);
  }
}

/** The free plan has no webhooks (spec section 8). */
export class WebhooksNotInPlanError extends DomainError {
  readonly code = 'WEBHOOKS_NOT_IN_PLAN';
  constructor(plan: string) {
    super(WEBHOOK_ERROR_CODES.WEBHOOKS_NOT_IN_PLAN.message, { plan });
  }
}

/** The developer plan allows five endpoints (spec section 8). */
export class WebhookLimitReachedError extends DomainError {
  readonly code = 'WEBHOOK_LIMIT_REACHED';
  constructor(plan: string, limit: number) {
    super(WEBHOOK_ERROR_CODES.WEBHOOK_LIMIT_REACHED.message, { plan, limit });
  }
}

/** The URL is not acceptable as a receiver (scheme, credentials, a literal internal address). */
export class WebhookUrlRejectedError extends DomainError {
  readonly code = 'WEBHOOK_URL_REJECTED';
  constructor(reason: string) {
    super(WEBHOOK_ERROR_CODES.WEBHOOK_URL_REJECTED.message, { reason });
  }
}

/** Test events go to enabled endpoints only; there is none (or the named one is disabled). */
export class NoWebhookEndpointError extends DomainError {
  readonly code = 'WEBHOOK_NO_ENABLED_ENDPOINT';
  constructor() {
    super(WEBHOOK_ERROR_CODES.WEBHOOK_NO_ENABLED_ENDPOINT.message);
  }
}
