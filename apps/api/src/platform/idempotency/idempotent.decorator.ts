import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import { IdempotencyInterceptor } from './idempotency.interceptor';

/** The operation extension that `documentIdempotency` turns into the header, responses and texts. */
export const IDEMPOTENT_EXTENSION = 'x-idempotent';

/**
 * Marks a POST that creates or changes something as safe to retry with an `Idempotency-Key` (Stripe's
 * semantics, ADR 0011): the kernel's `IdempotencyInterceptor` stores the first answer and replays it. Only
 * for authenticated routes (keys are scoped to the caller's tenant); never for answers that must not be
 * stored, such as tokens. The interceptor is bound to the marked route only: a global one would put every
 * other request through Nest's interceptor chain (rxjs and an `AsyncResource.bind` per call, ~10 % of a warm
 * catalogue read's CPU).
 */
export function Idempotent(): MethodDecorator {
  return applyDecorators(UseInterceptors(IdempotencyInterceptor), ApiExtension(IDEMPOTENT_EXTENSION, true));
}
