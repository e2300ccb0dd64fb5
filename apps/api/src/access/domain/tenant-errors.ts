import { DomainError, NotFoundError } from '@libs/shared';
import { ACCESS_ERROR_CODES } from '../access.error-codes';

/** Another tenant's key answers exactly like an unknown one. */
export class ApiKeyNotFoundError extends NotFoundError {
  constructor(id: string) {
    super('API_KEY_NOT_FOUND', ACCESS_ERROR_CODES.API_KEY_NOT_FOUND.message, { id });
  }
}

export class TenantNotFoundError extends NotFoundError {
  constructor(id: string) {
    super('TENANT_NOT_FOUND', ACCESS_ERROR_CODES.TENANT_NOT_FOUND.message, { id });
  }
}

export class OAuthClientNotFoundError extends NotFoundError {
  constructor(id: string) {
    super('OAUTH_CLIENT_NOT_FOUND', ACCESS_ERROR_CODES.OAUTH_CLIENT_NOT_FOUND.message, { id });
  }
}

/** A credential may only hand out scopes it holds itself. */
export class ScopeNotGrantedError extends DomainError {
  readonly code = 'SCOPE_NOT_GRANTED';
  constructor(scopes: string[]) {
    super(ACCESS_ERROR_CODES.SCOPE_NOT_GRANTED.message, { scopes });
  }
}

/** Sandbox credentials mint no tokens and create or revoke no credentials (ADR 0009). */
export class SandboxCredentialForbiddenError extends DomainError {
  readonly code = 'SANDBOX_CREDENTIAL_FORBIDDEN';
  constructor() {
    super(ACCESS_ERROR_CODES.SANDBOX_CREDENTIAL_FORBIDDEN.message);
  }
}

/** The plan's number of (unrevoked) OAuth clients is reached. */
export class OAuthClientLimitReachedError extends DomainError {
  readonly code = 'OAUTH_CLIENT_LIMIT_REACHED';
  constructor(plan: string, limit: number) {
    super(ACCESS_ERROR_CODES.OAUTH_CLIENT_LIMIT_REACHED.message, { plan, limit });
  }
}

/** The plan's number of active (unrevoked) API keys is reached. */
export class ApiKeyLimitReachedError extends DomainError {
  readonly code = 'API_KEY_LIMIT_REACHED';
  constructor(plan: string, limit: number) {
    super(ACCESS_ERROR_CODES.API_KEY_LIMIT_REACHED.message, { plan, limit });
  }
}
