import { DomainError } from './domain-error';

/** A tenant-visible object does not exist (or belongs to another tenant, which must look the same). */
export class NotFoundError extends DomainError {
  constructor(
    readonly code: string,
    message: string,
    details?: Record<string, unknown>,
  ) {
    super(message, details);
  }
}
