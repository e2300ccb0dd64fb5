import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import type { AuthenticatedRequest } from './authenticated-request';
import { CallGate, callPolicyOf } from './call-gate';

/**
 * The global guard: every route needs a credential unless marked `@Public()`. It establishes the principal
 * and the tenant (`request.tenantId`, read by `@CurrentTenant()`) through the `CallGate`, the checks the fast
 * lane makes with the same code and the same route metadata.
 */
@Injectable()
export class CredentialGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly gate: CallGate,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const policy = callPolicyOf(this.reflector, [ctx.getHandler(), ctx.getClass()]);
    const http = ctx.switchToHttp();
    await this.gate.admit(http.getRequest<AuthenticatedRequest>(), http.getResponse<FastifyReply>(), policy);
    return true;
  }
}
