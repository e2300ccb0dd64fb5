import { randomUUID } from 'node:crypto';
import type { Clock, TenantId } from '@libs/shared';
import type { OAuthClient } from '../domain/oauth-client';
import type { Scope } from '../../platform/auth/scopes';
import { generateToken, TOKEN_PREFIXES } from '../domain/secret-token';
import { ScopeNotGrantedError } from '../domain/tenant-errors';
import type { OAuthClientRepository } from './oauth-client-repository.port';
import type { SecretDigester } from './secret-digester.port';

/** The client and its secret, which is shown this once and stored only as a digest. */
export interface CreatedOAuthClient {
  client: OAuthClient;
  clientSecret: string;
}

export class CreateOAuthClient {
  constructor(
    private readonly clients: OAuthClientRepository,
    private readonly digester: SecretDigester,
    private readonly clock: Clock,
  ) {}

  /** `grantorScopes`: the scopes of the credential creating the client; a client never gets more. */
  async execute(
    tenantId: TenantId,
    input: { name: string; scopes: Scope[] },
    grantorScopes: Scope[],
  ): Promise<CreatedOAuthClient> {
    const excess = input.scopes.filter((s) => !grantorScopes.includes(s));
    if (excess.length > 0) throw new ScopeNotGrantedError(excess);
    const clientSecret = generateToken(TOKEN_PREFIXES.clientSecret);
    const client: OAuthClient = {
      id: randomUUID(),
      tenantId,
      clientId: `fm_client_${randomUUID().replace(/-/g, '')}`,
      name: input.name,
      secretDigest: this.digester.digest(clientSecret),
      scopes: [...new Set(input.scopes)],
      createdAt: this.clock.now(),
      revokedAt: null,
    };
    await this.clients.add(client);
    return { client, clientSecret };
  }
}
