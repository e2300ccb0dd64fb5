import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import type { Clock, TenantId } from '@libs/shared';
import type { AuthConfig } from '../../platform/config/app-config';
import type { Scope } from '../../platform/auth/scopes';
import { JWT_ALGORITHM, type JwtKeySet } from './jwt-key-set';

export interface AccessTokenSubject {
  tenantId: TenantId;
  /** The OAuth client id, or `key:<api key id>` for a sandbox token. */
  subject: string;
  scopes: Scope[];
  sandbox: boolean;
}

export interface SignedAccessToken {
  token: string;
  expiresIn: number;
}

/** Short-lived JWT access tokens (RFC 9068 profile: `typ` at+jwt, iss, aud, sub, exp, nbf, iat, jti). */
export class AccessTokenSigner {
  constructor(
    private readonly keys: JwtKeySet,
    private readonly config: Pick<AuthConfig, 'jwtIssuer' | 'jwtAudience' | 'jwtTtlSeconds'>,
    private readonly clock: Clock,
  ) {}

  async sign(
    subject: AccessTokenSubject,
    ttlSeconds = this.config.jwtTtlSeconds,
  ): Promise<SignedAccessToken> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    const token = await new SignJWT({
      tid: subject.tenantId,
      scope: subject.scopes.join(' '),
      sbx: subject.sandbox,
    })
      .setProtectedHeader({ alg: JWT_ALGORITHM, typ: 'at+jwt', kid: this.keys.signingKid })
      .setIssuer(this.config.jwtIssuer)
      .setAudience(this.config.jwtAudience)
      .setSubject(subject.subject)
      .setIssuedAt(now)
      .setNotBefore(now)
      .setExpirationTime(now + ttlSeconds)
      .setJti(randomUUID())
      .sign(this.keys.signingKey);
    return { token, expiresIn: ttlSeconds };
  }
}
