import type { Principal } from '../../platform/auth/principal';
import { formatCredentialRef, type CredentialRef } from '../domain/credential-ref';
import { ensureMayManageCredentials } from '../domain/credential-policy';
import type { AccessTokenIssuer, SignedAccessToken } from './access-token-issuer.port';

/** Sandbox tokens live an hour: long enough for a test session, and they end with their issuer anyway. */
export const SANDBOX_TOKEN_SECONDS = 3600;

/**
 * A short-lived sandbox token (scope `api` only) for a live credential. The chain is one link long: a
 * sandbox credential mints nothing, so the token names the API key or OAuth client it was minted with,
 * and is refused once that credential is revoked (ADR 0009).
 */
export class IssueSandboxToken {
  constructor(private readonly signer: AccessTokenIssuer) {}

  async execute(minter: Principal): Promise<SignedAccessToken> {
    ensureMayManageCredentials(minter);
    const issuer: CredentialRef = { kind: minter.credentialKind, id: minter.credentialId };
    return this.signer.sign(
      {
        tenantId: minter.tenantId,
        subject: `sandbox:${formatCredentialRef(issuer)}`,
        issuer,
        scopes: ['api'],
        sandbox: true,
      },
      SANDBOX_TOKEN_SECONDS,
    );
  }
}
