import type { Clock } from '@libs/shared';
import type { Principal } from '../../platform/auth/principal';
import { usageDayOf } from '../domain/api-key';
import { checkToken, TOKEN_PREFIXES } from '../domain/secret-token';
import type { ApiKeyRepository } from './api-key-repository.port';
import type { SecretDigester } from './secret-digester.port';
import type { TenantRepository } from './tenant-repository.port';

/**
 * An API key to the principal it stands for, or null for every kind of failure alike (malformed, wrong
 * checksum, unknown, revoked, expired), so that callers cannot tell them apart.
 */
export class AuthenticateApiKey {
  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly tenants: TenantRepository,
    private readonly digester: SecretDigester,
    private readonly clock: Clock,
  ) {}

  async execute(presented: string): Promise<Principal | null> {
    return (await this.withExpiry(presented))?.principal ?? null;
  }

  /** The principal and until when it holds at most (the key's expiry), for a cache (ADR 0012). */
  async withExpiry(presented: string): Promise<{ principal: Principal; expiresAt: Date | null } | null> {
    const prefix = checkToken(presented);
    // The checksum rejects garbage without a database read.
    if (prefix !== TOKEN_PREFIXES.liveKey && prefix !== TOKEN_PREFIXES.testKey) return null;
    const key = await this.keys.findByDigest(this.digester.digest(presented));
    const now = this.clock.now();
    if (!key || key.revokedAt || (key.expiresAt && key.expiresAt <= now)) return null;
    const tenant = await this.tenants.findById(key.tenantId);
    if (!tenant) return null;
    const principal: Principal = {
      tenantId: tenant.id,
      plan: tenant.plan,
      scopes: key.scopes,
      // Test keys, and every key of a sandbox tenant (ADR 0009).
      sandbox: prefix === TOKEN_PREFIXES.testKey || tenant.sandbox,
      credentialId: key.id,
      credentialKind: 'api_key',
      kind: 'api_key',
    };
    const today = usageDayOf(now);
    // Last use, day-granular: only a read that missed the principal cache gets here, and only the first of
    // a day writes, so a busy key costs one write a day instead of one per request. A failed write loses a
    // "last used" date, never the request.
    if (!key.lastUsedAt || key.lastUsedAt < today)
      await this.keys.markUsed(key.tenantId, key.id, today).catch(() => undefined);
    return { principal, expiresAt: key.expiresAt };
  }
}
