import { RequestValidationError } from '../errors/request-validation.error';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
/** How long a stored answer is replayed (Stripe: 24 h); afterwards the key may be used anew. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** A final answer is stored: success, or a client error that a retry cannot change (not a conflict or a limit). */
export const isStoredStatus = (status: number): boolean =>
  (status >= 200 && status < 300) || (status >= 400 && status < 500 && status !== 409 && status !== 429);

// Printable ASCII only (no control characters, no NUL): the key is stored and compared byte for byte.
const VALID_KEY = /^[\x20-\x7e]{1,255}$/;

/**
 * The request's idempotency key, undefined without the header (the request then runs as always). A present
 * but unusable header answers 400 rather than being ignored: the client relies on it for a safe retry.
 */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers[IDEMPOTENCY_KEY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value === 'string' && VALID_KEY.test(value)) return value;
  throw new RequestValidationError([
    {
      path: ['Idempotency-Key'],
      message: 'Der Header Idempotency-Key muss aus 1 bis 255 druckbaren ASCII-Zeichen bestehen.',
    },
  ]);
}
