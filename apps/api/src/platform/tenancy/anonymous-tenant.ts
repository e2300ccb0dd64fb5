import type { FastifyInstance } from 'fastify';
import type { TenantScopedRequest } from './current-tenant.decorator';

/**
 * TEMPORARY until API-key authentication lands (issue 5): every request acts as one anonymous tenant.
 * The auth guard replaces this hook and sets `tenantId` from the credential.
 */
export const ANONYMOUS_TENANT_ID = '00000000-0000-4000-8000-000000000000';

export function registerAnonymousTenant(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request) => {
    (request as unknown as TenantScopedRequest).tenantId = ANONYMOUS_TENANT_ID;
  });
}
