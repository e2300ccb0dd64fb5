import type { ErrorCode } from '../errors/error-codes';
import type { AuthenticatedRequest } from './authenticated-request';
import type { Principal } from './principal';
import { headerCount, presentedCredential } from './presented-credential';
import type { Scope } from './scopes';

/**
 * The pure checks of an authenticated call, composed by the `CallGate` (call-gate.ts), which the guard and
 * the fast lane both call (ADR 0028). Pure: the gate decides how to answer a refusal.
 */

/** The presented token, or the code the call is refused with before any credential is looked up. */
export function tokenOf(request: AuthenticatedRequest): { token: string } | { refused: ErrorCode } {
  const presented = presentedCredential(request.headers, request.query, request.raw?.rawHeaders);
  switch (presented.kind) {
    case 'token':
      return { token: presented.token };
    case 'in-query':
      return { refused: 'CREDENTIAL_IN_QUERY' };
    case 'duplicate':
      return { refused: 'DUPLICATE_CREDENTIAL_HEADER' };
    case 'conflict':
      return { refused: 'CONFLICTING_CREDENTIALS' };
    case 'none':
      return { refused: 'UNAUTHORIZED' };
  }
}

/** Null when the principal may make this call: its own tenant in `X-Tenant-Id` (if sent) and every scope. */
export function principalRefusal(
  principal: Principal,
  request: AuthenticatedRequest,
  required: readonly Scope[],
): ErrorCode | null {
  const tenantHeader = request.headers['x-tenant-id'];
  if (tenantHeader !== undefined) {
    if (
      typeof tenantHeader !== 'string' ||
      tenantHeader.trim() === '' ||
      headerCount('x-tenant-id', request.headers, request.raw?.rawHeaders) > 1
    )
      return 'INVALID_TENANT_HEADER';
    // A credential grants exactly its own tenant; naming any other (existing or not) is refused alike.
    if (tenantHeader.trim().toLowerCase() !== principal.tenantId) return 'TENANT_FORBIDDEN';
  }
  if (!principal.scopes.includes('api') || !required.every((s) => principal.scopes.includes(s)))
    return 'INSUFFICIENT_SCOPE';
  return null;
}
