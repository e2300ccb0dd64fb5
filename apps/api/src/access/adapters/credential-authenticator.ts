import { hash } from 'node:crypto';
import type { Principal } from '../../platform/auth/principal';
import { Authenticator } from '../../platform/auth/authenticator.port';
import type { AuthenticateApiKey } from '../application/authenticate-api-key.use-case';
import type { PrincipalCache } from '../application/principal-cache';
import type { AccessTokenVerifier } from './jwt/access-token-verifier';

const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*$/;

/**
 * The kernel's `Authenticator`: a JWT-shaped credential is an access token, anything else an API key. A
 * credential seen before is answered from the principal cache without a read (ADR 0012).
 */
export class CredentialAuthenticator extends Authenticator {
  constructor(
    private readonly apiKeys: AuthenticateApiKey,
    private readonly accessTokens: AccessTokenVerifier,
    private readonly cache?: PrincipalCache,
  ) {
    super();
  }

  override async consoleSession(token: string): Promise<Principal | null> {
    // Its own digest space: a console session cached here is never the answer to `authenticate`.
    const digest = this.cache ? hash('sha256', `console\0${token}`, 'base64') : '';
    const cached = this.cache?.get(digest);
    if (cached) return cached;
    const stamp = this.cache?.stamp() ?? 0;
    const found = JWT_SHAPE.test(token) ? await this.accessTokens.consoleSession(token) : null;
    if (!found) return null;
    this.cache?.set(digest, found.principal, found.expiresAt, stamp);
    return found.principal;
  }

  async authenticate(credential: string): Promise<Principal | null> {
    const digest = this.cache ? hash('sha256', credential, 'base64') : '';
    const cached = this.cache?.get(digest);
    if (cached) return cached;
    const stamp = this.cache?.stamp() ?? 0;
    const found = JWT_SHAPE.test(credential)
      ? await this.accessTokens.withExpiry(credential)
      : await this.apiKeys.withExpiry(credential);
    if (!found) return null;
    this.cache?.set(digest, found.principal, found.expiresAt, stamp);
    return found.principal;
  }
}
