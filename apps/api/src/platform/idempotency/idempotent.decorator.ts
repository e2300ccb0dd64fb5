import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';

export const IDEMPOTENT = 'fm:idempotent';
/** The operation extension that `documentIdempotency` turns into the header, responses and texts. */
export const IDEMPOTENT_EXTENSION = 'x-idempotent';

/**
 * Marks a POST that creates or changes something as safe to retry with an `Idempotency-Key` (Stripe's
 * semantics, ADR 0011): the kernel's `IdempotencyInterceptor` stores the first answer and replays it. Only
 * for authenticated routes (keys are scoped to the caller's tenant); never for answers that must not be
 * stored, such as tokens.
 */
export function Idempotent(): MethodDecorator {
  return applyDecorators(SetMetadata(IDEMPOTENT, true), ApiExtension(IDEMPOTENT_EXTENSION, true));
}
