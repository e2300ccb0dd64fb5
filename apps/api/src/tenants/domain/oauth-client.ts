import type { Scope } from './scopes';

/** An OAuth 2.0 client (client credentials grant) of a tenant; its secret is kept only as a digest. */
export interface OAuthClient {
  id: string;
  tenantId: string;
  clientId: string;
  name: string;
  secretDigest: string;
  scopes: Scope[];
  createdAt: Date;
  revokedAt: Date | null;
}
