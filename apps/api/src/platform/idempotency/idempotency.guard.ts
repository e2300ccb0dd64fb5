import { HttpException, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Clock } from '@libs/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthenticatedRequest } from '../auth/authenticated-request';
import { bodyOf } from '../errors/global-exception.filter';
import { RepeatedAnswer } from '../errors/repeated-answer';
import { markClaimed } from './idempotency-completion';
import { idempotencyKeyOf, REPLAYED_HEADER } from './idempotency-key';
import { IdempotencyStore, type KeyScope } from './idempotency-store';
import { IDEMPOTENCY_ERROR_CODES } from './idempotency.error-codes';
import { requestFingerprint } from './request-fingerprint';

/**
 * Stripe's idempotency keys for the routes marked `@Idempotent()` (ADR 0011), the first half: a guard of the
 * marked route, so it runs after the global guard (a refused call, 401/403/429, claims nothing) and before the
 * pipes (a 400 of the body is a final answer like any other). With a key it claims it, refuses a reused or
 * in-flight one, or repeats the stored answer; the claimed call's final answer is stored on its way out
 * (idempotency-completion.ts). Without the header it answers at once and costs the call nothing more.
 */
@Injectable()
export class IdempotencyGuard implements CanActivate {
  constructor(
    private readonly store: IdempotencyStore,
    private readonly clock: Clock,
  ) {}

  canActivate(ctx: ExecutionContext): boolean | Promise<boolean> {
    const request = ctx.switchToHttp().getRequest<FastifyRequest & AuthenticatedRequest>();
    const key = idempotencyKeyOf(request.headers);
    if (key === undefined) return true;
    return this.claim(request, ctx.switchToHttp().getResponse<FastifyReply>(), key);
  }

  private async claim(
    request: FastifyRequest & AuthenticatedRequest,
    reply: FastifyReply,
    key: string,
  ): Promise<boolean> {
    const principal = request.principal;
    if (!principal) throw new Error('@Idempotent() needs an authenticated route');
    const scope: KeyScope = { tenantId: principal.tenantId, sandbox: principal.sandbox, key };
    const fingerprint = requestFingerprint(request.method, request.url, request.body);
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
      case 'replay': {
        const { status, headers, body } = claim.response;
        throw new RepeatedAnswer(status, { ...headers, [REPLAYED_HEADER]: 'true' }, body);
      }
      case 'claimed':
        markClaimed(request, scope);
        return true;
    }
  }
}
