import type { OAuthClient } from '../domain/oauth-client';

/** OAuth clients. Every method but `findByClientId` (the token endpoint) is scoped to one tenant. */
export abstract class OAuthClientRepository {
  abstract add(client: OAuthClient): Promise<void>;
  abstract findByClientId(clientId: string): Promise<OAuthClient | null>;
  abstract listByTenant(tenantId: string): Promise<OAuthClient[]>;
  abstract revoke(tenantId: string, id: string, at: Date): Promise<boolean>;
}
