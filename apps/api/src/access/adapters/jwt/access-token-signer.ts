import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import type { Clock } from '@libs/shared';
import type { AuthConfig } from '../../../platform/config/app-config';
import { formatCredentialRef } from '../../domain/credential-ref';
import type {
  AccessTokenIssuer,
  AccessTokenSubject,
  SignedAccessToken,
} from '../../application/access-token-issuer.port';
import { JWT_ALGORITHM, type JwtKeySet } from './jwt-key-set';

/** The audience of console sessions: the API's audience refuses them, the console takes only them. */
export const consoleAudience = (apiAudience: string): string => `${apiAudience}/console`;

/**
 * Short-lived JWT access tokens (RFC 9068 profile: `typ` at+jwt, iss, aud, sub, exp, nbf, iat, jti), plus
 * `tid` (tenant), `scope`, `sbx` (sandbox) and `crd` (the issuing credential).
 */
export class AccessTokenSigner implements AccessTokenIssuer {
  constructor(
    private readonly keys: JwtKeySet,
    private readonly config: Pick<AuthConfig, 'jwtIssuer' | 'jwtAudience' | 'jwtTtlSeconds'>,
    private readonly clock: Clock,
  ) {}

  /**
   * `console`: a console session, for the console's audience only, with its start in milliseconds (`sst`), so
   * that a sign-out ends exactly the sessions started before it.
   */
  async sign(
    subject: AccessTokenSubject,
    ttlSeconds = this.config.jwtTtlSeconds,
    console = false,
  ): Promise<SignedAccessToken> {
    const nowMs = this.clock.now().getTime();
    const now = Math.floor(nowMs / 1000);
    const token = await new SignJWT({
      tid: subject.tenantId,
      scope: subject.scopes.join(' '),
      sbx: subject.sandbox,
      crd: formatCredentialRef(subject.issuer),
      ...(console ? { sst: nowMs } : {}),
    })
      .setProtectedHeader({ alg: JWT_ALGORITHM, typ: 'at+jwt', kid: this.keys.signingKid })
      .setIssuer(this.config.jwtIssuer)
      .setAudience(console ? consoleAudience(this.config.jwtAudience) : this.config.jwtAudience)
      .setSubject(subject.subject)
      .setIssuedAt(now)
      .setNotBefore(now)
      .setExpirationTime(now + ttlSeconds)
      .setJti(randomUUID())
      .sign(this.keys.signingKey);
    return { token, expiresIn: ttlSeconds };
  }
}
