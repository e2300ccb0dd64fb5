import { FixedClock } from '@libs/shared';
import { HmacSecretDigester } from '../persistence/hmac-secret-digester';
import { InMemoryApiKeyRepository } from '../testing/in-memory-api-key.repository';
import { aPrincipal, TENANT_A } from '../testing/access.builders';
import { IssueApiKey } from './issue-api-key.use-case';
import { RevokeApiKey } from './revoke-api-key.use-case';

describe('IssueApiKey and RevokeApiKey on behalf of a credential', () => {
  const clock = new FixedClock(new Date('2026-06-01T10:00:00Z'));
  let keys: InMemoryApiKeyRepository;
  let issue: IssueApiKey;
  beforeEach(() => {
    keys = new InMemoryApiKeyRepository();
    issue = new IssueApiKey(keys, new HmacSecretDigester('unit-test-pepper-0123456789abcdef0123'), clock);
  });

  it('issues for a live administrator and for the operator CLI (no grantor)', async () => {
    await issue.execute(TENANT_A, { scopes: ['api', 'admin'] }, aPrincipal());
    await issue.execute(TENANT_A, { scopes: ['api', 'admin', 'operator'] });
    expect(await keys.listByTenant(TENANT_A)).toHaveLength(2);
  });

  it('refuses a sandbox credential (403 SANDBOX_CREDENTIAL_FORBIDDEN), even for a sandbox key', async () => {
    await expect(
      issue.execute(TENANT_A, { sandbox: true }, aPrincipal({ sandbox: true })),
    ).rejects.toMatchObject({ code: 'SANDBOX_CREDENTIAL_FORBIDDEN' });
    expect(await keys.listByTenant(TENANT_A)).toEqual([]);
  });

  it('never hands out a scope the grantor lacks', async () => {
    await expect(
      issue.execute(TENANT_A, { scopes: ['api', 'operator'] }, aPrincipal()),
    ).rejects.toMatchObject({ code: 'SCOPE_NOT_GRANTED' });
  });

  it('lets no sandbox credential revoke a key', async () => {
    const { apiKey } = await issue.execute(TENANT_A);
    const revoke = new RevokeApiKey(keys, clock);
    await expect(revoke.execute(TENANT_A, apiKey.id, aPrincipal({ sandbox: true }))).rejects.toMatchObject({
      code: 'SANDBOX_CREDENTIAL_FORBIDDEN',
    });
    expect((await keys.findById(TENANT_A, apiKey.id))?.revokedAt).toBeNull();
    await revoke.execute(TENANT_A, apiKey.id, aPrincipal());
    expect((await keys.findById(TENANT_A, apiKey.id))?.revokedAt).toEqual(clock.now());
  });
});
