import type { Principal } from '../platform/auth/principal';
import { Authenticator } from '../platform/auth/authenticator.port';
import type { AuthenticateApiKey } from './application/authenticate-api-key.use-case';
import type { AccessTokenVerifier } from './jwt/access-token-verifier';

const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*$/;

/** The kernel's `Authenticator`: a JWT-shaped credential is an access token, anything else an API key. */
export class CredentialAuthenticator extends Authenticator {
  constructor(
    private readonly apiKeys: AuthenticateApiKey,
    private readonly accessTokens: AccessTokenVerifier,
  ) {
    super();
  }

  authenticate(credential: string): Promise<Principal | null> {
    return JWT_SHAPE.test(credential)
      ? this.accessTokens.verify(credential)
      : this.apiKeys.execute(credential);
  }
}
