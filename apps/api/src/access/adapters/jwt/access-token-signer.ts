import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import type { Clock, TenantId } from '@libs/shared';
import type { AuthConfig } from '../../../platform/config/app-config';
import type { Scope } from '../../../platform/auth/scopes';
import { formatCredentialRef, type CredentialRef } from '../../domain/credential-ref';
import { JWT_ALGORITHM, type JwtKeySet } from './jwt-key-set';

export interface AccessTokenSubject {
  tenantId: TenantId;
  /** The OAuth client id, or `sandbox:<issuer>` for a sandbox token. */
  subject: string;
  /**
   * The credential that issued the token (claim `crd`): the OAuth client, or the API key or OAuth client a
   * sandbox token was minted with. The token is refused once that credential is revoked (ADR 0009).
   */
  issuer: CredentialRef;
  scopes: Scope[];
  sandbox: boolean;
}

/** The audience of console sessions (issue 30): the API's audience refuses them, the console takes only them. */
export const consoleAudience = (apiAudience: string): string => `${apiAudience}/console`;

export interface SignedAccessToken {
  token: string;
  expiresIn: number;
}

/**
 * Short-lived JWT access tokens (RFC 9068 profile: `typ` at+jwt, iss, aud, sub, exp, nbf, iat, jti), plus
 * `tid` (tenant), `scope`, `sbx` (sandbox) and `crd` (the issuing credential).
 */
export class AccessTokenSigner {
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
