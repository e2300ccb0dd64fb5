import type { Clock, TenantId } from '@libs/shared';
import type { Principal } from '../../platform/auth/principal';

/** How long a principal is served from memory at most (ADR 0012). */
export const DEFAULT_PRINCIPAL_CACHE_SECONDS = 60;
/** Principals kept at most; the oldest entry makes room for a new one. */
export const MAX_PRINCIPALS = 10_000;

interface Entry {
  principal: Principal;
  until: number;
}

/**
 * Presented credential (by its SHA-256 digest, never the secret) -> principal, so that a steady-state
 * authenticated call reads nothing. An entry lives `ttlMs` at most and never past the credential's own expiry;
 * every change to a tenant, its keys or clients drops that tenant's entries on every instance (the database
 * notifies, `fm_principals`). A lookup that started before such a change is not stored (generation check),
 * so a revoked credential can never be cached again by a read that raced its revocation. Failures are not
 * kept: a refused credential costs its reads each time, as before.
 */
export class PrincipalCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs = DEFAULT_PRINCIPAL_CACHE_SECONDS * 1000,
    private readonly maxEntries = MAX_PRINCIPALS,
  ) {}

  get(digest: string): Principal | null {
    const entry = this.entries.get(digest);
    if (!entry) return null;
    if (entry.until <= this.clock.now().getTime()) {
      this.entries.delete(digest);
      return null;
    }
    return entry.principal;
  }

  /** Taken before a lookup and handed to `set`: a change in between voids the lookup's answer for the cache. */
  stamp(): number {
    return this.generation;
  }

  set(digest: string, principal: Principal, expiresAt: Date | null, stamp: number): void {
    if (this.ttlMs <= 0 || stamp !== this.generation) return;
    const now = this.clock.now().getTime();
    const until = Math.min(now + this.ttlMs, expiresAt?.getTime() ?? Infinity);
    if (until <= now) return;
    this.entries.delete(digest);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(digest, { principal: Object.freeze({ ...principal }), until });
  }

  /** Drops every principal of the tenant (a credential, the plan or the tenant itself changed). */
  forgetTenant(tenantId: TenantId | string): void {
    this.generation += 1;
    for (const [digest, entry] of this.entries)
      if (entry.principal.tenantId === tenantId) this.entries.delete(digest);
  }

  /** Drops everything (changes may have been missed). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
