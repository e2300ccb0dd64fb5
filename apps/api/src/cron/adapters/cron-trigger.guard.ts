import { HttpException, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { AuthenticatedRequest } from '../../platform/auth/authenticated-request';
import { Authenticator } from '../../platform/auth/authenticator.port';
import { WWW_AUTHENTICATE } from '../../platform/auth/call-gate';
import { presentedCredential } from '../../platform/auth/presented-credential';
import { ERROR_CODES, type ErrorCode } from '../../platform/errors/error-codes';
import { bodyOf } from '../../platform/errors/global-exception.filter';
import { CronSecret } from './cron-secret';

function fail(code: ErrorCode): never {
  throw new HttpException(bodyOf(code), ERROR_CODES[code].status);
}

/**
 * Who may trigger a scheduled job or read its runs: an external scheduler with the shared `CRON_SECRET`
 * (Vercel Cron's model), or the service operator with an ordinary credential that has the `operator` scope.
 * The routes are `@Public()` for the kernel's guard, which knows only tenant credentials; this guard decides.
 * The same header rules apply (no credential in the URL, no two different ones); every failure of the
 * credential answers the same 401 with `WWW-Authenticate`. No tenant is involved and no quota is counted.
 */
@Injectable()
export class CronTriggerGuard implements CanActivate {
  constructor(
    private readonly secret: CronSecret,
    private readonly authenticator: Authenticator,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const request = ctx.switchToHttp().getRequest<AuthenticatedRequest>();
    const presented = presentedCredential(request.headers, request.query);
    if (presented.kind === 'in-query') fail('CREDENTIAL_IN_QUERY');
    if (presented.kind === 'conflict') fail('CONFLICTING_CREDENTIALS');
    if (presented.kind === 'token') {
      if (this.secret.matches(presented.token)) return true;
      const principal = await this.authenticator.authenticate(presented.token);
      if (principal) {
        if (!principal.scopes.includes('operator')) fail('INSUFFICIENT_SCOPE');
        request.principal = principal;
        return true;
      }
    }
    void ctx.switchToHttp().getResponse<FastifyReply>().header('www-authenticate', WWW_AUTHENTICATE);
    fail('UNAUTHORIZED');
  }
}
