import { createParamDecorator, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import type { TenantId, TenantScope } from '@libs/shared';
import { bodyOf } from '../errors/global-exception.filter';

/** What authentication puts on the request: the tenant every query of this request is scoped to. */
export interface TenantScopedRequest {
  tenantId?: TenantId;
}

/**
 * The caller's tenant id (a uuid), as established by authentication. Every tenant-scoped use case takes it
 * as its first argument; a request without one never reaches a handler that asks for it.
 */
export const CurrentTenant = createParamDecorator((_: unknown, ctx: ExecutionContext): TenantId => {
  const tenantId = ctx.switchToHttp().getRequest<TenantScopedRequest>().tenantId;
  if (!tenantId) throw new UnauthorizedException(bodyOf('UNAUTHORIZED'));
  return tenantId;
});

/**
 * Whether the caller uses a sandbox credential (ADR 0009): sandbox and live data of one tenant never mix,
 * so every tenant-scoped use case that stores or reads data takes this beside the tenant.
 */
export const CurrentSandbox = createParamDecorator((_: unknown, ctx: ExecutionContext): boolean => {
  const request = ctx.switchToHttp().getRequest<TenantScopedRequest & { principal?: { sandbox: boolean } }>();
  if (!request.principal) throw new UnauthorizedException(bodyOf('UNAUTHORIZED'));
  return request.principal.sandbox;
});

export type { TenantScope };

/** The caller's `TenantScope`, for use cases whose data is kept apart by mode (ADR 0009). */
export const CurrentScope = createParamDecorator((_: unknown, ctx: ExecutionContext): TenantScope => {
  const request = ctx.switchToHttp().getRequest<TenantScopedRequest & { principal?: { sandbox: boolean } }>();
  if (!request.tenantId || !request.principal) throw new UnauthorizedException(bodyOf('UNAUTHORIZED'));
  return { tenantId: request.tenantId, sandbox: request.principal.sandbox };
});
