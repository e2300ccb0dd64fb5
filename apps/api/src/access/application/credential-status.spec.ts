import { FixedClock } from '@libs/shared';
import { InMemoryApiKeyRepository } from '../testing/in-memory-api-key.repository';
import { InMemoryOAuthClientRepository } from '../testing/in-memory-oauth-client.repository';
import { anApiKey, anOAuthClient, TENANT_A, TENANT_B } from '../testing/access.builders';
import { CredentialStatus } from './credential-status';
import { RevokeApiKey } from './revoke-api-key.use-case';

describe('CredentialStatus: does the issuer of a token still stand?', () => {
  const start = new Date('2026-06-01T10:00:00Z');
  let clock: FixedClock;
  let keys: InMemoryApiKeyRepository;
  let clients: InMemoryOAuthClientRepository;
  beforeEach(() => {
    clock = new FixedClock(start);
    keys = new InMemoryApiKeyRepository();
    clients = new InMemoryOAuthClientRepository();
  });
  const status = (ttlMs: number) => new CredentialStatus(keys, clients, clock, ttlMs);

  it.each([
    ['an unrevoked key', anApiKey(), true],
    ['a revoked key', anApiKey({ revokedAt: new Date('2026-05-01T00:00:00Z') }), false],
    ['a key expired a moment ago', anApiKey({ expiresAt: start }), false],
    ['a key that expires later', anApiKey({ expiresAt: new Date('2026-06-01T10:00:01Z') }), true],
    ["another tenant's key", anApiKey({ tenantId: TENANT_B }), false],
  ])('%s: %s', async (_, key, expected) => {
    await keys.add(key);
    expect(await status(0).isActive(TENANT_A, { kind: 'api_key', id: key.id })).toBe(expected);
  });

  it('knows OAuth clients, revoked or not, and never confuses a client with a key of the same id', async () => {
    const client = anOAuthClient();
    await clients.add(client);
    const check = status(0);
    expect(await check.isActive(TENANT_A, { kind: 'oauth_client', id: client.id })).toBe(true);
    expect(await check.isActive(TENANT_A, { kind: 'api_key', id: client.id })).toBe(false);
    await clients.revoke(TENANT_A, client.id, start);
    expect(await check.isActive(TENANT_A, { kind: 'oauth_client', id: client.id })).toBe(false);
  });

  it('keeps an answer for the TTL at most: a revocation made elsewhere holds once it has passed', async () => {
    const key = anApiKey();
    await keys.add(key);
    const check = status(5_000);
    const ref = { kind: 'api_key' as const, id: key.id };
    expect(await check.isActive(TENANT_A, ref)).toBe(true);
    await keys.revoke(TENANT_A, key.id, start); // another instance, or the CLI
    clock.set(new Date(start.getTime() + 4_999));
    expect(await check.isActive(TENANT_A, ref)).toBe(true);
    expect(keys.lookups).toBe(1);
    clock.set(new Date(start.getTime() + 5_000));
    expect(await check.isActive(TENANT_A, ref)).toBe(false);
  });

  it('forgets at once what a revocation through this instance changed', async () => {
    const key = anApiKey();
    await keys.add(key);
    const check = status(60_000);
    expect(await check.isActive(TENANT_A, { kind: 'api_key', id: key.id })).toBe(true);
    await new RevokeApiKey(keys, clock, check).execute(TENANT_A, key.id);
    expect(await check.isActive(TENANT_A, { kind: 'api_key', id: key.id })).toBe(false);
  });
});
