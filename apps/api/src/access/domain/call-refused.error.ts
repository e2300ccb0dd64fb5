import { DomainError } from '@libs/shared';
import { ERROR_CODES } from '../../platform/errors/error-codes';
import { ACCESS_ERROR_CODES } from '../access.error-codes';

const MESSAGES = {
  RATE_LIMITED: ERROR_CODES.RATE_LIMITED.message,
  QUOTA_EXCEEDED: ACCESS_ERROR_CODES.QUOTA_EXCEEDED.message,
};

/**
 * A call refused by a limit (429): `details` name the policy and when to come back (`retryAfterSeconds`,
 * also sent as `Retry-After`). Thrown by the admission, answered by the kernel's error mapping.
 */
export class CallRefusedError extends DomainError {
  constructor(
    readonly code: keyof typeof MESSAGES,
    details: { policy: string; retryAfterSeconds: number },
  ) {
    super(MESSAGES[code], details);
  }
}
