import { createParamDecorator, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import type { TenantId } from '@libs/shared';
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
