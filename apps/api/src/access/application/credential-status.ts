import type { Clock, TenantId } from '@libs/shared';
import { formatCredentialRef, type CredentialRef } from '../domain/credential-ref';
import type { ApiKeyRepository } from './api-key-repository.port';
import type { OAuthClientRepository } from './oauth-client-repository.port';

/** Entries kept at most; past it, expired ones are swept (a flood of distinct tokens cannot grow it much). */
const MAX_ENTRIES = 10_000;

/**
 * Whether the credential that issued an access token still stands: the API key or OAuth client exists in
 * the token's tenant, is not revoked and (a key) not expired. Every access token is checked on every call,
 * so answers are kept in this process for `ttlMs`: a revocation made elsewhere (another instance, the CLI)
 * takes effect here after at most that long (`REVOCATION_CACHE_SECONDS`, ADR 0009); one made through this
 * instance forgets the entry at once. 0 reads the database on every call.
 */
export class CredentialStatus {
  private readonly cache = new Map<string, { active: boolean; until: number }>();

  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly clients: OAuthClientRepository,
    private readonly clock: Clock,
    private readonly ttlMs: number,
    /** This instance's principal cache: a revocation made here drops the tenant's principals at once. */
    private readonly principals?: { forgetTenant(tenantId: TenantId): void },
  ) {}

  async isActive(tenantId: TenantId, ref: CredentialRef): Promise<boolean> {
    const now = this.clock.now();
    const key = `${tenantId}/${formatCredentialRef(ref)}`;
    const cached = this.cache.get(key);
    if (cached && cached.until > now.getTime()) return cached.active;
    const active = await this.lookUp(tenantId, ref, now);
    if (this.ttlMs > 0) {
      if (this.cache.size >= MAX_ENTRIES) this.sweep(now.getTime());
      this.cache.set(key, { active, until: now.getTime() + this.ttlMs });
    }
    return active;
  }

  /** Called by this instance's revocations, which then hold here at once. */
  forget(tenantId: TenantId, ref: CredentialRef): void {
    this.cache.delete(`${tenantId}/${formatCredentialRef(ref)}`);
    this.principals?.forgetTenant(tenantId);
  }

  /** Forgets every answer about the tenant's credentials (the database announced a change). */
  forgetTenant(tenantId: TenantId | string): void {
    for (const key of this.cache.keys()) if (key.startsWith(`${tenantId}/`)) this.cache.delete(key);
  }

  clear(): void {
    this.cache.clear();
  }

  private async lookUp(tenantId: TenantId, ref: CredentialRef, now: Date): Promise<boolean> {
    if (ref.kind === 'oauth_client') {
      const client = await this.clients.findById(tenantId, ref.id);
      return client !== null && client.revokedAt === null;
    }
    const key = await this.keys.findById(tenantId, ref.id);
    return key !== null && key.revokedAt === null && (key.expiresAt === null || key.expiresAt > now);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.cache) if (entry.until <= now) this.cache.delete(key);
    // Still full of live entries: start over rather than grow (costs one read per credential).
    if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
  }
}
