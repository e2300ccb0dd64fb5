import { hash } from 'node:crypto';
import type { Principal } from '../../platform/auth/principal';
import { Authenticator } from '../../platform/auth/authenticator.port';
import type { AuthenticateApiKey } from '../application/authenticate-api-key.use-case';
import type { PrincipalCache } from '../application/principal-cache';
import type { AccessTokenVerifier } from './jwt/access-token-verifier';

/** What a lookup finds: the principal and until when it holds at most. */
interface Found {
  principal: Principal;
  expiresAt: Date | null;
}

const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*$/;

/**
 * The kernel's `Authenticator`: a JWT-shaped credential is an access token, anything else an API key. A
 * credential seen before is answered from the principal cache without a read (ADR 0012).
 */
export class CredentialAuthenticator extends Authenticator {
  /** Lookups in flight by digest, with the cache generation they started in. */
  private readonly lookups = new Map<string, { stamp: number; found: Promise<Found | null> }>();

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
    if (!this.cache) return (await this.lookUp(credential))?.principal ?? null;
    const digest = hash('sha256', credential, 'base64');
    const cached = this.cache.get(digest);
    if (cached) return cached;
    return (await this.sharedLookUp(this.cache, digest, credential))?.principal ?? null;
  }

  /**
   * One read per credential at a time: calls that miss the cache while its lookup runs (a restart under load,
   * a key's entry expired) wait for that lookup instead of each reading the key, its tenant and its last use
   * again. Only a lookup that started under the current cache generation is shared: a call made after an
   * invalidation (a revocation) reads anew, as it would without sharing.
   */
  private sharedLookUp(cache: PrincipalCache, digest: string, credential: string): Promise<Found | null> {
    const stamp = cache.stamp();
    const running = this.lookups.get(digest);
    if (running?.stamp === stamp) return running.found;
    const found = this.lookUp(credential).then((result) => {
      if (result) cache.set(digest, result.principal, result.expiresAt, stamp);
      return result;
    });
    const entry = { stamp, found };
    this.lookups.set(digest, entry);
    const forget = () => {
      if (this.lookups.get(digest) === entry) this.lookups.delete(digest);
    };
    found.then(forget, forget);
    return found;
  }

  private lookUp(credential: string): Promise<Found | null> {
    return JWT_SHAPE.test(credential)
      ? this.accessTokens.withExpiry(credential)
      : this.apiKeys.withExpiry(credential);
  }
}
