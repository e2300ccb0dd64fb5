import { FixedClock, tenantIdOf } from '@libs/shared';
import type { Principal } from '../../platform/auth/principal';
import type { AuthenticateApiKey } from '../application/authenticate-api-key.use-case';
import { PrincipalCache } from '../application/principal-cache';
import { CredentialAuthenticator } from './credential-authenticator';
import type { AccessTokenVerifier } from './jwt/access-token-verifier';

const TENANT = tenantIdOf('7a3a2f1e-0c4b-4d8e-9f10-2b3c4d5e6f70');
const PRINCIPAL: Principal = {
  tenantId: TENANT,
  plan: 'starter',
  scopes: ['api'],
  sandbox: false,
  credentialId: 'key-1',
  credentialKind: 'api_key',
  kind: 'api_key',
};

/** An API key lookup that answers only when told to, counting its reads. */
function gatedLookups() {
  const pending: (() => void)[] = [];
  const lookups = {
    reads: 0,
    withExpiry: jest.fn(() => {
      lookups.reads++;
      return new Promise((resolve) => pending.push(() => resolve({ principal: PRINCIPAL, expiresAt: null })));
    }),
    answerAll: () => pending.splice(0).forEach((answer) => answer()),
  };
  return lookups;
}

describe('CredentialAuthenticator', () => {
  const setup = () => {
    const cache = new PrincipalCache(new FixedClock(new Date('2026-11-29T12:00:00Z')));
    const keys = gatedLookups();
    const authenticator = new CredentialAuthenticator(
      keys as unknown as AuthenticateApiKey,
      {} as AccessTokenVerifier,
      cache,
    );
    return { cache, keys, authenticator };
  };

  it('reads a credential once for all the calls that miss the cache while its lookup runs', async () => {
    const { keys, authenticator } = setup();
    const calls = [1, 2, 3].map(() => authenticator.authenticate('fm_live_key'));
    keys.answerAll();
    expect(await Promise.all(calls)).toEqual([PRINCIPAL, PRINCIPAL, PRINCIPAL]);
    expect(keys.reads).toBe(1);
    // Then from the cache, without a read.
    expect(await authenticator.authenticate('fm_live_key')).toEqual(PRINCIPAL);
    expect(keys.reads).toBe(1);
  });

  it('a call made after an invalidation does not join a lookup that started before it', async () => {
    const { cache, keys, authenticator } = setup();
    const before = authenticator.authenticate('fm_live_key');
    cache.forgetTenant(TENANT); // e.g. the key was revoked meanwhile
    const after = authenticator.authenticate('fm_live_key');
    expect(keys.reads).toBe(2);
    keys.answerAll();
    await Promise.all([before, after]);
    // The earlier lookup's answer is not kept (it raced the change); the later one's is.
    await authenticator.authenticate('fm_live_key');
    expect(keys.reads).toBe(2);
  });

  it('different credentials are read apart', async () => {
    const { keys, authenticator } = setup();
    const calls = [authenticator.authenticate('fm_live_a'), authenticator.authenticate('fm_live_b')];
    keys.answerAll();
    await Promise.all(calls);
    expect(keys.reads).toBe(2);
  });
});
