import { defineErrorCodes } from '../errors/error-catalogue';

/** The kernel's idempotency codes (ADR 0011); stable, clients branch on them. */
export const IDEMPOTENCY_ERROR_CODES = defineErrorCodes({
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message:
      'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet: bitte einen neuen Schlüssel erzeugen.',
  },
  IDEMPOTENCY_KEY_IN_FLIGHT: {
    status: 409,
    message:
      'Eine Anfrage mit diesem Idempotency-Key wird noch verarbeitet: bitte nach Retry-After erneut senden.',
  },
} as const);
