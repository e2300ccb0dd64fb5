import { HttpException, Injectable } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { ERROR_CODES, type ErrorCode } from '../errors/error-codes';
import { bodyOf } from '../errors/global-exception.filter';
import { ADMISSION_LANE } from './admission-lane.decorator';
import type { AuthenticatedRequest } from './authenticated-request';
import { Authenticator } from './authenticator.port';
import { CallAdmission, type AdmissionLane } from './call-admission.port';
import { principalRefusal, tokenOf } from './credential-checks';
import { IS_PUBLIC } from './public.decorator';
import { REQUIRED_SCOPES } from './require-scopes.decorator';
import type { Scope } from './scopes';

/** One challenge for every failure: which check failed is not told (no oracle for key guessing). */
export const WWW_AUTHENTICATE = 'Bearer realm="foerdermittel-api", charset="UTF-8"';

/** What a route asks of its callers, as its decorators say (`@Public`, `@RequireScopes`, `@AdmittedAs`). */
export interface CallPolicy {
  public: boolean;
  /** Scopes beyond `api`. */
  scopes: readonly Scope[];
  lane: AdmissionLane;
}

/** Where a route's decorators are: its handler function and its controller class. */
export type RouteTargets = Parameters<Reflector['getAllAndOverride']>[1];

/** A route's policy from its handler and its controller class: the guard and the fast lane read it here. */
export function callPolicyOf(reflector: Reflector, targets: RouteTargets): CallPolicy {
  return {
    public: reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, targets) === true,
    scopes: reflector.getAllAndMerge<Scope[]>(REQUIRED_SCOPES, targets) ?? [],
    lane: reflector.getAllAndOverride<AdmissionLane | undefined>(ADMISSION_LANE, targets) ?? 'api',
  };
}

function fail(code: ErrorCode): never {
  throw new HttpException(bodyOf(code), ERROR_CODES[code].status);
}

/**
 * The one definition of who may make a call (ADR 0028): the credential (ADR 0008), `X-Tenant-Id`, scopes,
 * then the limits and the quota (`CallAdmission`, last, so a refused call never counts). The global guard
 * and the fast lane both call `admit`; neither has a check of its own. A refusal is thrown (the error
 * filter's `sendError` answers it on either path). A request is admitted once: when the fast lane admitted
 * it and then left it to Nest's route (a 404, a cold snapshot), the guard does not count it again.
 */
@Injectable()
export class CallGate {
  private readonly admitted = new WeakSet<object>();

  constructor(
    private readonly authenticator: Authenticator,
    private readonly admission: CallAdmission,
  ) {}

  async admit(request: AuthenticatedRequest, reply: FastifyReply, policy: CallPolicy): Promise<void> {
    if (policy.public || this.admitted.has(request)) return;
    const presented = tokenOf(request);
    if ('refused' in presented && presented.refused !== 'UNAUTHORIZED') fail(presented.refused);
    const principal = 'token' in presented ? await this.authenticator.authenticate(presented.token) : null;
    if (!principal) {
      void reply.header('www-authenticate', WWW_AUTHENTICATE);
      fail('UNAUTHORIZED');
    }
    const refused = principalRefusal(principal, request, policy.scopes);
    if (refused) fail(refused);
    request.principal = principal;
    request.tenantId = principal.tenantId;
    await this.admission.admit(principal, reply, policy.lane);
    this.admitted.add(request);
  }
}
