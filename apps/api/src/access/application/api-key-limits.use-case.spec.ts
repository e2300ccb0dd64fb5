import { FixedClock, tenantIdOf } from '@libs/shared';
import { HmacSecretDigester } from '../persistence/hmac-secret-digester';
import { RepositoryTenantEntitlements } from '../persistence/repository-tenant-entitlements';
import { InMemoryApiKeyRepository } from '../testing/in-memory-api-key.repository';
import { InMemoryTenantRepository } from '../testing/in-memory-tenant.repository';
import { aPrincipal, TENANT_A } from '../testing/access.builders';
import type { PlanName } from '../domain/plan';
import { AuthenticateApiKey } from './authenticate-api-key.use-case';
import { IssueApiKey } from './issue-api-key.use-case';
import { ListApiKeys } from './list-api-keys.use-case';
import { RevokeApiKey } from './revoke-api-key.use-case';

describe('API keys over the API: plan limit, listing, last use by the day', () => {
  const clock = new FixedClock(new Date('2026-06-01T10:00:00Z'));
  const digester = new HmacSecretDigester('unit-test-pepper-0123456789abcdef0123');
  let keys: InMemoryApiKeyRepository;
  let tenants: InMemoryTenantRepository;
  let issue: IssueApiKey;
  beforeEach(() => {
    keys = new InMemoryApiKeyRepository();
    tenants = new InMemoryTenantRepository();
    issue = new IssueApiKey(keys, digester, clock, new RepositoryTenantEntitlements(tenants));
  });
  const onPlan = (plan: PlanName) =>
    tenants.add({ id: TENANT_A, name: 'a', plan, sandbox: false, createdAt: clock.now() });

  it.each<[PlanName, number]>([
    ['free', 3],
    ['developer', 10],
  ])(
    'stops a credential at the %s plan number of active keys (%i); revoking frees a slot',
    async (plan, n) => {
      await onPlan(plan);
      const made = [];
      for (let i = 0; i < n; i++) made.push(await issue.execute(TENANT_A, { name: `k${i}` }, aPrincipal()));
      await expect(issue.execute(TENANT_A, { name: 'one too many' }, aPrincipal())).rejects.toMatchObject({
        code: 'API_KEY_LIMIT_REACHED',
      });
      await new RevokeApiKey(keys, clock).execute(TENANT_A, made[0]!.apiKey.id, aPrincipal());
      await expect(issue.execute(TENANT_A, { name: 'again' }, aPrincipal())).resolves.toBeDefined();
    },
  );

  it('does not bind the operator CLI (no grantor) to the plan', async () => {
    await onPlan('free');
    for (let i = 0; i < 4; i++) await issue.execute(TENANT_A, { name: `cli${i}` });
    expect(await keys.listByTenant(TENANT_A)).toHaveLength(4);
  });

  it('lists without the digest, marks sandbox keys, and records use once per UTC day', async () => {
    await onPlan('developer');
    const { plaintext } = await issue.execute(TENANT_A, { name: 'test', sandbox: true }, aPrincipal());
    const auth = new AuthenticateApiKey(keys, tenants, digester, clock);
    const writes = jest.spyOn(keys, 'markUsed');
    await auth.execute(plaintext);
    await auth.execute(plaintext);
    expect(writes).toHaveBeenCalledTimes(1);
    const [listed] = await new ListApiKeys(keys).execute(TENANT_A);
    expect(listed).not.toHaveProperty('digest');
    expect(listed).toMatchObject({ sandbox: true, lastUsedAt: new Date('2026-06-01T00:00:00Z') });
    clock.set(new Date('2026-06-02T00:00:01Z'));
    await auth.execute(plaintext);
    expect(writes).toHaveBeenCalledTimes(2);
    expect((await new ListApiKeys(keys).execute(tenantIdOf(TENANT_A)))[0]!.lastUsedAt).toEqual(
      new Date('2026-06-02T00:00:00Z'),
    );
  });
});
