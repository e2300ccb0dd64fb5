import { FixedClock } from '@libs/shared';
import { decodeJwt } from 'jose';
import { AccessTokenSigner } from '../adapters/jwt/access-token-signer';
import { AccessTokenVerifier } from '../adapters/jwt/access-token-verifier';
import { JwtKeySet } from '../adapters/jwt/jwt-key-set';
import { InMemoryApiKeyRepository } from '../testing/in-memory-api-key.repository';
import { InMemoryOAuthClientRepository } from '../testing/in-memory-oauth-client.repository';
import { InMemoryTenantRepository } from '../testing/in-memory-tenant.repository';
import { anApiKey, anOAuthClient, aPrincipal, TENANT_A } from '../testing/access.builders';
import { CredentialStatus } from './credential-status';
import { IssueSandboxToken } from './issue-sandbox-token.use-case';
import { RevokeApiKey } from './revoke-api-key.use-case';
import { RevokeOAuthClient } from './revoke-oauth-client.use-case';

describe('sandbox tokens end with the credential that minted them', () => {
  const clock = new FixedClock(new Date('2026-06-01T10:00:00Z'));
  const config = { jwtIssuer: 'urn:test', jwtAudience: 'urn:test:v1', jwtTtlSeconds: 900 };
  let keys: InMemoryApiKeyRepository;
  let clients: InMemoryOAuthClientRepository;
  let status: CredentialStatus;
  let signer: AccessTokenSigner;
  let verifier: AccessTokenVerifier;
  let mint: IssueSandboxToken;
  beforeEach(async () => {
    keys = new InMemoryApiKeyRepository();
    clients = new InMemoryOAuthClientRepository();
    const tenants = new InMemoryTenantRepository();
    await tenants.add({ id: TENANT_A, name: 'a', plan: 'free', sandbox: false, createdAt: clock.now() });
    // A long cache: what holds at once must hold through this instance's own revocations.
    status = new CredentialStatus(keys, clients, clock, 60_000);
    const jwtKeys = await JwtKeySet.create([]);
    signer = new AccessTokenSigner(jwtKeys, config, clock);
    verifier = new AccessTokenVerifier(jwtKeys, config, tenants, status, clock);
    mint = new IssueSandboxToken(signer);
  });

  it('names the minting API key; revoking the key refuses the token', async () => {
    const key = anApiKey();
    await keys.add(key);
    const { token, expiresIn } = await mint.execute(aPrincipal({ credentialId: key.id }));
    expect(expiresIn).toBe(3600);
    expect(decodeJwt(token)).toMatchObject({ crd: `key:${key.id}`, sbx: true, scope: 'api' });
    expect(await verifier.verify(token)).toMatchObject({
      tenantId: TENANT_A,
      sandbox: true,
      scopes: ['api'],
      credentialId: key.id,
      credentialKind: 'api_key',
      kind: 'jwt',
    });
    await new RevokeApiKey(keys, clock, status).execute(TENANT_A, key.id);
    expect(await verifier.verify(token)).toBeNull();
  });

  it("names the root OAuth client when a client's token mints; revoking the client refuses both", async () => {
    const client = anOAuthClient();
    await clients.add(client);
    const live = await signer.sign({
      tenantId: TENANT_A,
      subject: client.clientId,
      issuer: { kind: 'oauth_client', id: client.id },
      scopes: ['api'],
      sandbox: false,
    });
    const livePrincipal = (await verifier.verify(live.token))!;
    expect(livePrincipal).toMatchObject({
      sandbox: false,
      credentialKind: 'oauth_client',
      credentialId: client.id,
    });
    const sandbox = await mint.execute(livePrincipal);
    expect(decodeJwt(sandbox.token).crd).toBe(`client:${client.id}`);
    expect(await verifier.verify(sandbox.token)).toMatchObject({ sandbox: true, credentialId: client.id });
    await new RevokeOAuthClient(clients, status, clock).execute(TENANT_A, client.id, aPrincipal());
    expect(await verifier.verify(live.token)).toBeNull();
    expect(await verifier.verify(sandbox.token)).toBeNull();
  });

  it('refuses to mint with a sandbox credential: the chain is one link long', async () => {
    const key = anApiKey();
    await keys.add(key);
    const sandboxPrincipal = (await verifier.verify(
      (await mint.execute(aPrincipal({ credentialId: key.id }))).token,
    ))!;
    await expect(mint.execute(sandboxPrincipal)).rejects.toMatchObject({
      code: 'SANDBOX_CREDENTIAL_FORBIDDEN',
    });
    await expect(mint.execute(aPrincipal({ sandbox: true }))).rejects.toMatchObject({
      code: 'SANDBOX_CREDENTIAL_FORBIDDEN',
    });
  });

  it('refuses a token whose issuer is unknown', async () => {
    const { token } = await signer.sign({
      tenantId: TENANT_A,
      subject: 'x',
      issuer: { kind: 'api_key', id: '00000000-0000-4000-8000-0000000000ff' },
      scopes: ['api'],
      sandbox: true,
    });
    expect(await verifier.verify(token)).toBeNull();
  });
});
