import {
  HttpException,
  Injectable,
  Logger,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Clock } from '@libs/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, lastValueFrom, of, type Observable } from 'rxjs';
import type { AuthenticatedRequest } from '../auth/authenticated-request';
import { bodyOf, toErrorResponse } from '../errors/global-exception.filter';
import { idempotencyKeyOf, isStoredStatus, REPLAYED_HEADER } from './idempotency-key';
import { IdempotencyStore, type KeyScope, type StoredResponse } from './idempotency-store';
import { IDEMPOTENCY_ERROR_CODES } from './idempotency.error-codes';
import { requestFingerprint } from './request-fingerprint';

/** Headers of the first answer that a replay repeats; the rest (rate limits, request id) belong to each call. */
const REPLAYED_HEADERS = ['location'];

/**
 * Stripe's idempotency keys for the routes marked `@Idempotent()` (ADR 0011). It runs after the guards, so
 * a refused call (401/403/429) stores nothing; pipes run inside, so a 400 of the body is stored like any
 * other final answer. Without the header it does nothing.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly log = new Logger('Idempotency');

  constructor(
    private readonly store: IdempotencyStore,
    private readonly clock: Clock,
  ) {}

  async intercept(ctx: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = ctx.switchToHttp().getRequest<FastifyRequest & AuthenticatedRequest>();
    const key = idempotencyKeyOf(request.headers);
    if (key === undefined) return next.handle();
    const principal = request.principal;
    if (!principal) throw new Error('@Idempotent() needs an authenticated route');
    const scope: KeyScope = { tenantId: principal.tenantId, sandbox: principal.sandbox, key };
    const fingerprint = requestFingerprint(request.method, request.url, request.body);
    const reply = ctx.switchToHttp().getResponse<FastifyReply>();
    const claim = await this.store.claim(scope, fingerprint, this.clock.now());
    switch (claim.kind) {
      case 'reused':
        throw new HttpException(
          bodyOf('IDEMPOTENCY_KEY_REUSED'),
          IDEMPOTENCY_ERROR_CODES.IDEMPOTENCY_KEY_REUSED.status,
        );
      case 'in-flight':
        void reply.header('retry-after', '1');
        throw new HttpException(
          bodyOf('IDEMPOTENCY_KEY_IN_FLIGHT'),
          IDEMPOTENCY_ERROR_CODES.IDEMPOTENCY_KEY_IN_FLIGHT.status,
        );
      case 'replay':
        return of(this.replay(reply, claim.response));
      case 'claimed':
        // A promise, not a piped Observable: storing the answer must finish even if the client goes away.
        return from(this.runAndStore(scope, next, reply));
    }
  }

  private replay(reply: FastifyReply, response: StoredResponse): unknown {
    void reply.status(response.status).headers({ ...response.headers, [REPLAYED_HEADER]: 'true' });
    return response.body;
  }

  private async runAndStore(scope: KeyScope, next: CallHandler, reply: FastifyReply): Promise<unknown> {
    let body: unknown;
    try {
      body = await lastValueFrom(next.handle(), { defaultValue: undefined });
    } catch (err) {
      const { status, body: errorBody } = toErrorResponse(err);
      await (isStoredStatus(status)
        ? this.keep(scope, { status, body: errorBody, headers: {} })
        : this.giveUp(scope));
      throw err;
    }
    // Nest sets the route's status (201, or @HttpCode) before interceptors run; a handler may have changed it.
    const status = reply.statusCode;
    if (!isStoredStatus(status)) await this.giveUp(scope);
    else await this.keep(scope, { status, body, headers: this.replayedHeaders(reply) });
    return body;
  }

  private replayedHeaders(reply: FastifyReply): Record<string, string> {
    const headers: Record<string, string> = {};
    for (const name of REPLAYED_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    return headers;
  }

  // The work has happened: a failure to record it must not turn its answer into a 500. The key then stays
  // in flight (409) until it expires rather than letting a retry do the work twice.
  private async keep(scope: KeyScope, response: StoredResponse): Promise<void> {
    await this.store
      .complete(scope, response)
      .catch((err: unknown) => this.log.error(`not stored: ${String(err)}`));
  }

  private async giveUp(scope: KeyScope): Promise<void> {
    await this.store.release(scope).catch((err: unknown) => this.log.error(`not released: ${String(err)}`));
  }
}
