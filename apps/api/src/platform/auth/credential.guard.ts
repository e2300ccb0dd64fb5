import { HttpException, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { Authenticator } from './authenticator.port';
import { CallAdmission } from './call-admission.port';
import type { Scope } from './scopes';
import { ERROR_CODES, type ErrorCode } from '../errors/error-codes';
import { bodyOf } from '../errors/global-exception.filter';
import type { AuthenticatedRequest } from './authenticated-request';
import { headerCount, presentedCredential } from './presented-credential';
import { IS_PUBLIC } from './public.decorator';
import { REQUIRED_SCOPES } from './require-scopes.decorator';

/** One challenge for every failure: which check failed is not told (no oracle for key guessing). */
export const WWW_AUTHENTICATE = 'Bearer realm="foerdermittel-api", charset="UTF-8"';

function fail(code: ErrorCode): never {
  throw new HttpException(bodyOf(code), ERROR_CODES[code].status);
}

/**
 * The global guard: every route needs a credential unless marked `@Public()`. It establishes the principal
 * and the tenant (`request.tenantId`, read by `@CurrentTenant()`), and checks `X-Tenant-Id` and scopes.
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
    const rawHeaders = request.raw?.rawHeaders;
    const presented = presentedCredential(request.headers, request.query, rawHeaders);
    if (presented.kind === 'in-query') fail('CREDENTIAL_IN_QUERY');
    if (presented.kind === 'duplicate') fail('DUPLICATE_CREDENTIAL_HEADER');
    if (presented.kind === 'conflict') fail('CONFLICTING_CREDENTIALS');
    const reply = ctx.switchToHttp().getResponse<FastifyReply>();
    const principal =
      presented.kind === 'token' ? await this.authenticator.authenticate(presented.token) : null;
    if (!principal) {
      void reply.header('www-authenticate', WWW_AUTHENTICATE);
      fail('UNAUTHORIZED');
    }
    const tenantHeader = request.headers['x-tenant-id'];
    if (tenantHeader !== undefined) {
      if (
        typeof tenantHeader !== 'string' ||
        tenantHeader.trim() === '' ||
        headerCount('x-tenant-id', request.headers, rawHeaders) > 1
      )
        fail('INVALID_TENANT_HEADER');
      // A credential grants exactly its own tenant; naming any other (existing or not) is refused alike.
      if (tenantHeader.trim().toLowerCase() !== principal.tenantId) fail('TENANT_FORBIDDEN');
    }
    const required: Scope[] = [
      'api',
      ...(this.reflector.getAllAndMerge<Scope[]>(REQUIRED_SCOPES, targets) ?? []),
    ];
    if (!required.every((s) => principal.scopes.includes(s))) fail('INSUFFICIENT_SCOPE');
    request.principal = principal;
    request.tenantId = principal.tenantId;
    // Limits run last: a refused (401/403) call never counts against the quota.
    await this.admission.admit(principal, reply);
    return true;
  }
}
