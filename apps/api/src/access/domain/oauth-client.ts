import type { TenantId } from '@libs/shared';
import type { Scope } from '../../platform/auth/scopes';

/** An OAuth 2.0 client (client credentials grant) of a tenant; its secret is kept only as a digest. */
export interface OAuthClient {
  id: string;
  tenantId: TenantId;
  clientId: string;
  name: string;
  secretDigest: string;
  scopes: Scope[];
  createdAt: Date;
  revokedAt: Date | null;
}
