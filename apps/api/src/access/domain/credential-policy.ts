import type { Principal } from '../../platform/auth/principal';
import type { Scope } from '../../platform/auth/scopes';
import { SandboxCredentialForbiddenError, ScopeNotGrantedError } from './tenant-errors';

/** The credential that creates, mints or revokes another one: what matters of it is its scopes and mode. */
export type Grantor = Pick<Principal, 'scopes' | 'sandbox'>;

/**
 * Credentials end (ADR 0009): a sandbox credential manages no credentials at all. It mints no tokens and
 * creates or revokes no keys or OAuth clients, so nothing it hands out can outlive it, and sandbox access
 * can never be turned into live access.
 */
export function ensureMayManageCredentials(grantor: Grantor): void {
  if (grantor.sandbox) throw new SandboxCredentialForbiddenError();
}

/** A credential never hands out a scope it lacks itself. */
export function ensureScopesGranted(grantor: Grantor, scopes: readonly Scope[]): void {
  const excess = scopes.filter((s) => !grantor.scopes.includes(s));
  if (excess.length > 0) throw new ScopeNotGrantedError(excess);
}
