import { Global, Module } from '@nestjs/common';
import { IdempotencyGuard } from './idempotency.guard';
import { IdempotencyStore } from './idempotency-store';

/**
 * Idempotency keys for every route marked `@Idempotent()`, which binds the guard to that route; global so
 * that the guard finds its store from any feature's module (configure-app.ts registers the completion hook).
 */
@Global()
@Module({
  providers: [IdempotencyStore, IdempotencyGuard],
  exports: [IdempotencyStore, IdempotencyGuard],
})
export class IdempotencyModule {}
