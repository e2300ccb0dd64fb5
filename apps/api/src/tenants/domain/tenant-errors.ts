import { DomainError, NotFoundError } from '@libs/shared';

/** Another tenant's key answers exactly like an unknown one. */
export class ApiKeyNotFoundError extends NotFoundError {
  constructor(id: string) {
    super('API_KEY_NOT_FOUND', 'API-Schlüssel wurde nicht gefunden.', { id });
  }
}

export class OAuthClientNotFoundError extends NotFoundError {
  constructor(id: string) {
    super('OAUTH_CLIENT_NOT_FOUND', 'OAuth-Client wurde nicht gefunden.', { id });
  }
}

/** A credential may only hand out scopes it holds itself. */
export class ScopeNotGrantedError extends DomainError {
  readonly code = 'SCOPE_NOT_GRANTED';
  constructor(scopes: string[]) {
    super('Diese Berechtigungen können mit dem verwendeten Zugang nicht vergeben werden.', { scopes });
  }
}
