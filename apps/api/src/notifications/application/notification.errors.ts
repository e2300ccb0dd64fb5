import { DomainError, NotFoundError } from '@libs/shared';
import { NOTIFICATION_ERROR_CODES as C } from '../notifications.error-codes';

export const STREAM_RETRY_AFTER_SECONDS = 5;

export class StreamLimitReachedError extends DomainError {
  readonly code = 'STREAM_LIMIT_REACHED';
  constructor(limit: number) {
    // A slot frees when another stream ends; come back after EventSource's own reconnect delay (`retry: 5000`).
    super(C.STREAM_LIMIT_REACHED.message, { limit, retryAfterSeconds: STREAM_RETRY_AFTER_SECONDS });
  }
}

export class PushSubscriptionNotFoundError extends NotFoundError {
  constructor() {
    super('PUSH_SUBSCRIPTION_NOT_FOUND', C.PUSH_SUBSCRIPTION_NOT_FOUND.message);
  }
}

export class PushEndpointRejectedError extends DomainError {
  readonly code = 'PUSH_ENDPOINT_REJECTED';
  constructor(reason: string) {
    super(C.PUSH_ENDPOINT_REJECTED.message, { reason });
  }
}

export class PushSubscriptionLimitReachedError extends DomainError {
  readonly code = 'PUSH_SUBSCRIPTION_LIMIT_REACHED';
  constructor(limit: number) {
    super(C.PUSH_SUBSCRIPTION_LIMIT_REACHED.message, { limit });
  }
}

export class PushNoRecipientError extends DomainError {
  readonly code = 'PUSH_NO_RECIPIENT';
  constructor() {
    super(C.PUSH_NO_RECIPIENT.message);
  }
}

export class DigestScheduleNotFoundError extends NotFoundError {
  constructor() {
    super('DIGEST_SCHEDULE_NOT_FOUND', C.DIGEST_SCHEDULE_NOT_FOUND.message);
  }
}

export class DigestScheduleLimitReachedError extends DomainError {
  readonly code = 'DIGEST_SCHEDULE_LIMIT_REACHED';
  constructor(limit: number) {
    super(C.DIGEST_SCHEDULE_LIMIT_REACHED.message, { limit });
  }
}

export class DigestChatChannelInvalidError extends DomainError {
  readonly code = 'DIGEST_CHAT_CHANNEL_INVALID';
  constructor() {
    super(C.DIGEST_CHAT_CHANNEL_INVALID.message);
  }
}

export class DigestChatDestinationNotFoundError extends NotFoundError {
  constructor(ids: string[]) {
    super('DIGEST_CHAT_DESTINATION_NOT_FOUND', C.DIGEST_CHAT_DESTINATION_NOT_FOUND.message, { ids });
  }
}

export class DigestChatDestinationDisabledError extends DomainError {
  readonly code = 'DIGEST_CHAT_DESTINATION_DISABLED';
  constructor(ids: string[]) {
    super(C.DIGEST_CHAT_DESTINATION_DISABLED.message, { ids });
  }
}
