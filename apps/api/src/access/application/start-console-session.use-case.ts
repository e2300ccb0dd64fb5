import type { Principal } from '../../platform/auth/principal';
import type { AccessTokenIssuer } from './access-token-issuer.port';
import { formatCredentialRef, type CredentialRef } from '../domain/credential-ref';
import type { AuthenticateApiKey } from './authenticate-api-key.use-case';

/** A console session lasts half an hour; signing in again is one paste of the key (ADR 0021). */
export const CONSOLE_SESSION_SECONDS = 1800;

export interface ConsoleSession {
  token: string;
  expiresIn: number;
  principal: Principal;
}

/**
 * Exchanges an API key for a console session (ADR 0021): a short-lived access token with the key's scopes,
 * mode and tenant that names the key as its issuer, so it is verified like any access token and refused the
 * moment the key is revoked. Its audience is the console's alone: the API refuses it as a bearer.
 * The key itself is forgotten once this returns; the browser only ever holds the token, in an HttpOnly cookie.
 * Null for every kind of bad key alike.
 */
export class StartConsoleSession {
  constructor(
    private readonly apiKeys: AuthenticateApiKey,
    private readonly signer: AccessTokenIssuer,
  ) {}

  async execute(presentedKey: string): Promise<ConsoleSession | null> {
    const principal = await this.apiKeys.execute(presentedKey.trim());
    if (!principal) return null;
    const issuer: CredentialRef = { kind: 'api_key', id: principal.credentialId };
    const signed = await this.signer.sign(
      {
        tenantId: principal.tenantId,
        subject: `console:${formatCredentialRef(issuer)}`,
        issuer,
        scopes: principal.scopes,
        sandbox: principal.sandbox,
      },
      CONSOLE_SESSION_SECONDS,
      true,
    );
    return { token: signed.token, expiresIn: signed.expiresIn, principal };
  }
}
