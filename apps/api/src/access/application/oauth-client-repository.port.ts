import type { TenantId } from '@libs/shared';
import type { OAuthClient } from '../domain/oauth-client';

/** OAuth clients. Every method but `findByClientId` (the token endpoint) is scoped to one tenant. */
export abstract class OAuthClientRepository {
  abstract add(client: OAuthClient): Promise<void>;
  abstract findByClientId(clientId: string): Promise<OAuthClient | null>;
  abstract listByTenant(tenantId: TenantId): Promise<OAuthClient[]>;
  abstract revoke(tenantId: TenantId, id: string, at: Date): Promise<boolean>;
}
