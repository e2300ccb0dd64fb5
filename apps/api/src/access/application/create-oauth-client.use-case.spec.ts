import { FixedClock } from '@libs/shared';
import { HmacSecretDigester } from '../persistence/hmac-secret-digester';
import { RepositoryTenantEntitlements } from '../persistence/repository-tenant-entitlements';
import { InMemoryOAuthClientRepository } from '../testing/in-memory-oauth-client.repository';
import { InMemoryTenantRepository } from '../testing/in-memory-tenant.repository';
import { aPrincipal, TENANT_A } from '../testing/access.builders';
import type { PlanName } from '../domain/plan';
import { CreateOAuthClient } from './create-oauth-client.use-case';
import { RevokeOAuthClient } from './revoke-oauth-client.use-case';
import { CredentialStatus } from './credential-status';
import { InMemoryApiKeyRepository } from '../testing/in-memory-api-key.repository';

describe('CreateOAuthClient: scopes, sandbox and the plan limit', () => {
  const clock = new FixedClock(new Date('2026-06-01T10:00:00Z'));
  let clients: InMemoryOAuthClientRepository;
  let tenants: InMemoryTenantRepository;
  let create: CreateOAuthClient;
  const admin = aPrincipal();
  beforeEach(() => {
    clients = new InMemoryOAuthClientRepository();
    tenants = new InMemoryTenantRepository();
    const digester = new HmacSecretDigester('unit-test-pepper-0123456789abcdef0123');
    create = new CreateOAuthClient(clients, digester, new RepositoryTenantEntitlements(tenants), clock);
  });
  const onPlan = (plan: PlanName) =>
    tenants.add({ id: TENANT_A, name: 'a', plan, sandbox: false, createdAt: clock.now() });
  const attempt = () => create.execute(TENANT_A, { name: 'c', scopes: ['api'] }, admin);

  it.each<[PlanName, number]>([
    ['free', 2],
    ['developer', 10],
    ['scale', 50],
  ])('%s allows %i unrevoked clients, then answers OAUTH_CLIENT_LIMIT_REACHED', async (plan, limit) => {
    await onPlan(plan);
    for (let i = 0; i < limit; i++) await attempt();
    await expect(attempt()).rejects.toMatchObject({
      code: 'OAUTH_CLIENT_LIMIT_REACHED',
      details: { plan, limit },
    });
    expect(await clients.listByTenant(TENANT_A)).toHaveLength(limit);
  });

  it('frees a slot when a client is revoked, and limits nothing on unlimited', async () => {
    await onPlan('free');
    const first = await attempt();
    await attempt();
    const status = new CredentialStatus(new InMemoryApiKeyRepository(), clients, clock, 0);
    await new RevokeOAuthClient(clients, status, clock).execute(TENANT_A, first.client.id, admin);
    await attempt();
    await expect(attempt()).rejects.toMatchObject({ code: 'OAUTH_CLIENT_LIMIT_REACHED' });

    tenants = new InMemoryTenantRepository();
    await tenants.add({ id: TENANT_A, name: 'a', plan: 'unlimited', sandbox: false, createdAt: clock.now() });
    create = new CreateOAuthClient(
      clients,
      new HmacSecretDigester('unit-test-pepper-0123456789abcdef0123'),
      new RepositoryTenantEntitlements(tenants),
      clock,
    );
    for (let i = 0; i < 60; i++) await attempt();
  });

  it('refuses a sandbox credential, even an administrator one, before anything is stored', async () => {
    await onPlan('unlimited');
    await expect(
      create.execute(TENANT_A, { name: 'c', scopes: ['api'] }, { ...admin, sandbox: true }),
    ).rejects.toMatchObject({ code: 'SANDBOX_CREDENTIAL_FORBIDDEN' });
    expect(await clients.listByTenant(TENANT_A)).toEqual([]);
  });

  it('never hands out a scope the creator lacks', async () => {
    await onPlan('unlimited');
    await expect(
      create.execute(TENANT_A, { name: 'c', scopes: ['api', 'operator'] }, admin),
    ).rejects.toMatchObject({ code: 'SCOPE_NOT_GRANTED', details: { scopes: ['operator'] } });
  });

  it('lets no sandbox credential revoke a client', async () => {
    await onPlan('unlimited');
    const { client } = await attempt();
    const status = new CredentialStatus(new InMemoryApiKeyRepository(), clients, clock, 0);
    await expect(
      new RevokeOAuthClient(clients, status, clock).execute(TENANT_A, client.id, { ...admin, sandbox: true }),
    ).rejects.toMatchObject({ code: 'SANDBOX_CREDENTIAL_FORBIDDEN' });
    expect((await clients.findById(TENANT_A, client.id))?.revokedAt).toBeNull();
  });
});
