import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import { IdempotencyGuard } from './idempotency.guard';

/** The operation extension that `documentIdempotency` turns into the header, responses and texts. */
export const IDEMPOTENT_EXTENSION = 'x-idempotent';

/**
 * Marks a POST that creates or changes something as safe to retry with an `Idempotency-Key` (Stripe's
 * semantics, ADR 0011): the kernel's `IdempotencyGuard` claims the key or repeats the stored answer, and the
 * completion hook (idempotency-completion.ts) stores the first answer. Only for authenticated routes (keys are
 * scoped to the caller's tenant); never for answers that must not be stored, such as tokens. A guard, not an
 * interceptor: any interceptor puts its route's every call through Nest's interceptor chain (rxjs and two
 * `AsyncResource.bind` per call, about a quarter of a calculation's CPU), with or without the header. Every
 * check that refuses a call belongs in the global guard (`CallGate`), which runs before this one.
 */
export function Idempotent(): MethodDecorator {
  return applyDecorators(UseGuards(IdempotencyGuard), ApiExtension(IDEMPOTENT_EXTENSION, true));
}
