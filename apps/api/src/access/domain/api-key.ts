import type { TenantId } from '@libs/shared';
import type { Scope } from '../../platform/auth/scopes';

/** A stored API key: never the key itself, only its digest and what is safe to show (prefix, last 4). */
export interface ApiKey {
  id: string;
  tenantId: TenantId;
  name: string;
  digest: string;
  prefix: string;
  last4: string;
  scopes: Scope[];
  createdAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
  /**
   * Start of the last UTC day the key authenticated a request (day granularity: written at most once a day
   * per key, on an authentication that read the key anyway; never per request).
   */
  lastUsedAt: Date | null;
  /** Console sessions this key started before this instant are over (signed out). */
  consoleSessionsEndedAt?: Date | null;
}

/** The UTC day `at` falls on, as its start: what `lastUsedAt` records. */
export function usageDayOf(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}
