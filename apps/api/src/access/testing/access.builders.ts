import { randomUUID } from 'node:crypto';
import { tenantIdOf, type TenantId } from '@libs/shared';
import type { Principal } from '../../platform/auth/principal';
import type { ApiKey } from '../domain/api-key';
import type { OAuthClient } from '../domain/oauth-client';

export const TENANT_A = tenantIdOf('00000000-0000-4000-8000-00000000000a');
export const TENANT_B = tenantIdOf('00000000-0000-4000-8000-00000000000b');

/** A live API key of tenant A unless told otherwise. */
export function anApiKey(over: Partial<ApiKey> = {}): ApiKey {
  return {
    id: randomUUID(),
    tenantId: TENANT_A,
    name: 'key',
    digest: randomUUID(),
    prefix: 'fm_live_',
    last4: 'abcd',
    scopes: ['api', 'admin'],
    createdAt: new Date('2026-01-01T00:00:00Z'),
    expiresAt: null,
    revokedAt: null,
    lastUsedAt: null,
    ...over,
  };
}

export function anOAuthClient(over: Partial<OAuthClient> = {}): OAuthClient {
  return {
    id: randomUUID(),
    tenantId: TENANT_A,
    clientId: `fm_client_${randomUUID().replace(/-/g, '')}`,
    name: 'client',
    secretDigest: 'digest',
    scopes: ['api'],
    createdAt: new Date('2026-01-01T00:00:00Z'),
    revokedAt: null,
    ...over,
  };
}

/** The principal of a live API key with `api` and `admin` (a tenant's administrator). */
export function aPrincipal(over: Partial<Principal> & { tenantId?: TenantId } = {}): Principal {
  return {
    tenantId: TENANT_A,
    plan: 'free',
    scopes: ['api', 'admin'],
    sandbox: false,
    credentialId: randomUUID(),
    credentialKind: 'api_key',
    kind: 'api_key',
    ...over,
  };
}
