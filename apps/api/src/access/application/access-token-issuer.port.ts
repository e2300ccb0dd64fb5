import type { TenantId } from '@libs/shared';
import type { Scope } from '../../platform/auth/scopes';
import type { CredentialRef } from '../domain/credential-ref';

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

export interface SignedAccessToken {
  token: string;
  expiresIn: number;
}

/**
 * Mints access tokens (the JWT signer in adapters/jwt): the use cases that hand out tokens (OAuth client
 * credentials, sandbox tokens, console sessions) depend on this port, not on the signing library.
 */
export abstract class AccessTokenIssuer {
  /**
   * `ttlSeconds`: the token's lifetime (the configured one by default); `console`: a console session, valid
   * only for the console's audience.
   */
  abstract sign(
    subject: AccessTokenSubject,
    ttlSeconds?: number,
    console?: boolean,
  ): Promise<SignedAccessToken>;
}
