import { DomainError } from '@libs/shared';
import { ACCESS_ERROR_CODES } from '../access.error-codes';
import { isScope, type Scope } from '../../platform/auth/scopes';
import type { OAuthClientRepository } from './oauth-client-repository.port';
import type { SecretDigester } from './secret-digester.port';
import type { AccessTokenIssuer, SignedAccessToken } from './access-token-issuer.port';

export class InvalidClientError extends DomainError {
  readonly code = 'INVALID_CLIENT';
  constructor() {
    super(ACCESS_ERROR_CODES.INVALID_CLIENT.message);
  }
}

export class InvalidScopeError extends DomainError {
  readonly code = 'INVALID_SCOPE';
  constructor(scope: string) {
    super(ACCESS_ERROR_CODES.INVALID_SCOPE.message, { scope });
  }
}

/** OAuth 2.0 client credentials grant (RFC 6749 section 4.4): a client id and secret for a short-lived JWT. */
export class IssueAccessToken {
  constructor(
    private readonly clients: OAuthClientRepository,
    private readonly digester: SecretDigester,
    private readonly signer: AccessTokenIssuer,
  ) {}

  async execute(input: {
    clientId: string;
    clientSecret: string;
    scope?: string;
  }): Promise<SignedAccessToken & { scopes: Scope[] }> {
    const client = await this.clients.findByClientId(input.clientId);
    // Unknown client, wrong secret and revoked client are one answer.
    if (!client || client.revokedAt || !this.digester.matches(input.clientSecret, client.secretDigest)) {
      throw new InvalidClientError();
    }
    let scopes = client.scopes;
    if (input.scope !== undefined && input.scope.trim() !== '') {
      const requested = input.scope.trim().split(/ +/);
      const refused = requested.find((s) => !isScope(s) || !client.scopes.includes(s));
      if (refused) throw new InvalidScopeError(refused);
      scopes = requested as Scope[];
    }
    const signed = await this.signer.sign({
      tenantId: client.tenantId,
      subject: client.clientId,
      issuer: { kind: 'oauth_client', id: client.id },
      scopes,
      sandbox: false,
    });
    return { ...signed, scopes };
  }
}
