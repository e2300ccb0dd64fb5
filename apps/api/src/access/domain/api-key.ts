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
}
