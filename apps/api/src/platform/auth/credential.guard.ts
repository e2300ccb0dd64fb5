import { HttpException, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { ADMISSION_LANE, type AdmissionLane } from './admission-lane.decorator';
import { Authenticator } from './authenticator.port';
import { CallAdmission } from './call-admission.port';
import type { Scope } from './scopes';
import { ERROR_CODES, type ErrorCode } from '../errors/error-codes';
import { bodyOf } from '../errors/global-exception.filter';
import type { AuthenticatedRequest } from './authenticated-request';
import { principalRefusal, tokenOf } from './credential-checks';
import { IS_PUBLIC } from './public.decorator';
import { REQUIRED_SCOPES } from './require-scopes.decorator';

/** One challenge for every failure: which check failed is not told (no oracle for key guessing). */
export const WWW_AUTHENTICATE = 'Bearer realm="foerdermittel-api", charset="UTF-8"';

function fail(code: ErrorCode): never {
  throw new HttpException(bodyOf(code), ERROR_CODES[code].status);
}

/**
 * The global guard: every route needs a credential unless marked `@Public()`. It establishes the principal
 * and the tenant (`request.tenantId`, read by `@CurrentTenant()`), and checks `X-Tenant-Id` and scopes
 * (credential-checks.ts, shared with the fast lane).
 */
@Injectable()
export class CredentialGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly authenticator: Authenticator,
    private readonly admission: CallAdmission,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const targets = [ctx.getHandler(), ctx.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const request = ctx.switchToHttp().getRequest<AuthenticatedRequest>();
    const reply = ctx.switchToHttp().getResponse<FastifyReply>();
    const presented = tokenOf(request);
    if ('refused' in presented && presented.refused !== 'UNAUTHORIZED') fail(presented.refused);
    const principal = 'token' in presented ? await this.authenticator.authenticate(presented.token) : null;
    if (!principal) {
      void reply.header('www-authenticate', WWW_AUTHENTICATE);
      fail('UNAUTHORIZED');
    }
    const required = this.reflector.getAllAndMerge<Scope[]>(REQUIRED_SCOPES, targets) ?? [];
    const refused = principalRefusal(principal, request, required);
    if (refused) fail(refused);
    request.principal = principal;
    request.tenantId = principal.tenantId;
    // Limits run last: a refused (401/403) call never counts against the quota.
    const lane = this.reflector.getAllAndOverride<AdmissionLane | undefined>(ADMISSION_LANE, targets);
    await this.admission.admit(principal, reply, lane ?? 'api');
    return true;
  }
}
