import { randomUUID } from 'node:crypto';
import type { Clock, TenantId } from '@libs/shared';
import type { OAuthClient } from '../domain/oauth-client';
import type { Scope } from '../../platform/auth/scopes';
import { ensureMayManageCredentials, ensureScopesGranted, type Grantor } from '../domain/credential-policy';
import { generateToken, TOKEN_PREFIXES } from '../domain/secret-token';
import { OAuthClientLimitReachedError } from '../domain/tenant-errors';
import type { OAuthClientRepository } from './oauth-client-repository.port';
import type { SecretDigester } from './secret-digester.port';
import type { TenantEntitlements } from './tenant-entitlements.port';
import { withChangeEvent, type ChangeEvents } from './credential-change';

/** The client and its secret, which is shown this once and stored only as a digest. */
export interface CreatedOAuthClient {
  client: OAuthClient;
  clientSecret: string;
}

/**
 * A new OAuth client of the tenant, within the plan's number of unrevoked clients (each client has its own
 * burst budget; the tenant's burst caps them all). A sandbox credential creates none, and a client never
 * gets a scope its creator lacks.
 */
export class CreateOAuthClient {
  constructor(
    private readonly clients: OAuthClientRepository,
    private readonly digester: SecretDigester,
    private readonly plans: TenantEntitlements,
    private readonly clock: Clock,
    private readonly changes?: ChangeEvents,
  ) {}

  async execute(
    tenantId: TenantId,
    input: { name: string; scopes: Scope[] },
    grantor: Grantor,
  ): Promise<CreatedOAuthClient> {
    ensureMayManageCredentials(grantor);
    ensureScopesGranted(grantor, input.scopes);
    const { plan, entitlements } = await this.plans.of(tenantId);
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
    const added = await withChangeEvent(
      this.changes,
      tenantId,
      (tx) => this.clients.addWithinLimit(client, entitlements.oauthClients, tx),
      (ok) =>
        ok ? { type: 'oauth_client.created', data: { id: client.id, scopes: [...client.scopes] } } : null,
    );
    if (!added) throw new OAuthClientLimitReachedError(plan, entitlements.oauthClients ?? 0);
    return { client, clientSecret };
  }
}
