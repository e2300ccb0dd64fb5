import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import type { TenantId } from '@libs/shared';
import type { OAuthClient } from '../domain/oauth-client';

/** OAuth clients. Every method but `findByClientId` (the token endpoint) is scoped to one tenant. */
export abstract class OAuthClientRepository {
  abstract add(client: OAuthClient): Promise<void>;
  /**
   * Adds the client unless the tenant already has `limit` unrevoked ones (null: no limit); false when
   * refused. Atomic: two concurrent creates cannot both take the last slot.
   */
  abstract addWithinLimit(client: OAuthClient, limit: number | null, tx?: Transaction): Promise<boolean>;
  abstract findByClientId(clientId: string): Promise<OAuthClient | null>;
  abstract listByTenant(tenantId: TenantId): Promise<OAuthClient[]>;
  /** The tenant's client by row id, revoked or not (the revocation check of the tokens it issued). */
  abstract findById(tenantId: TenantId, id: string): Promise<OAuthClient | null>;
  abstract revoke(tenantId: TenantId, id: string, at: Date, tx?: Transaction): Promise<boolean>;
}
