import request from 'supertest';
import { FixedClock } from '@libs/shared';
import { decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { JwtKeySet } from '../../apps/api/src/access/adapters/jwt/jwt-key-set';
import { createTestApp, type TestApp } from '../support/test-app';

const PROGRAMS = '/api/v1/programs';
const UNAUTHORIZED = JSON.stringify({
  error: 'Nicht authentifiziert: API-Schlüssel fehlt oder ist ungültig.',
  code: 'UNAUTHORIZED',
});

describe('JWT access tokens (client credentials)', () => {
  const clock = new FixedClock(new Date('2026-03-10T12:00:00Z'));
  let t: TestApp;
  let client: { clientId: string; clientSecret: string; id: string };
  beforeAll(async () => {
    t = await createTestApp({ clock });
    client = await t.tenants.createOAuthClient(t.tenantId, ['api']);
  });
  afterAll(async () => t?.close());
  afterEach(() => clock.set(new Date('2026-03-10T12:00:00Z')));

  const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
  const tokenFor = async (c = client) =>
    (
      await request(t.http)
        .post('/api/v1/oauth/token')
        .set('authorization', basic(c.clientId, c.clientSecret))
        .type('form')
        .send({ grant_type: 'client_credentials' })
        .expect(200)
    ).body.access_token as string;
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  const claims = (over: JWTPayload = {}): JWTPayload => ({
    iss: 'urn:foerdermittel-api',
    aud: 'urn:foerdermittel-api:v1',
    sub: client.clientId,
    tid: t.tenantId,
    scope: 'api',
    crd: `client:${client.id}`,
    iat: nowSeconds(),
    nbf: nowSeconds(),
    exp: nowSeconds() + 600,
    ...over,
  });
  const signWithAppKey = (payload: JWTPayload, typ = 'at+jwt') => {
    const keys = t.app.get(JwtKeySet);
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'ES256', typ, kid: keys.signingKid })
      .sign(keys.signingKey);
  };
  const call = (token: string) => request(t.http).get(PROGRAMS).set('authorization', `Bearer ${token}`);

  it('issues a short-lived ES256 token that the API accepts, with the key published in the JWKS', async () => {
    const res = await request(t.http)
      .post('/api/v1/oauth/token')
      .set('authorization', basic(client.clientId, client.clientSecret))
      .type('form')
      .send({ grant_type: 'client_credentials' })
      .expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ token_type: 'Bearer', expires_in: 900, scope: 'api' });
    const header = decodeProtectedHeader(res.body.access_token);
    expect(header).toMatchObject({ alg: 'ES256', typ: 'at+jwt' });
    expect(decodeJwt(res.body.access_token)).toMatchObject({
      tid: t.tenantId,
      sub: client.clientId,
      scope: 'api',
      crd: `client:${client.id}`,
    });
    const jwks = await request(t.http).get('/.well-known/jwks.json').expect(200);
    expect(jwks.body.keys.map((k: { kid: string }) => k.kid)).toContain(header.kid);
    expect(jwks.body.keys.every((k: Record<string, unknown>) => !('d' in k))).toBe(true);
    await call(res.body.access_token).expect(200);
  });

  it('accepts client_secret_post as JSON too', async () => {
    const res = await request(t.http)
      .post('/api/v1/oauth/token')
      .send({
        grant_type: 'client_credentials',
        client_id: client.clientId,
        client_secret: client.clientSecret,
      })
      .expect(200);
    await call(res.body.access_token).expect(200);
  });

  it('refuses a wrong secret (401 INVALID_CLIENT), another grant type (400) and an ungranted scope (400)', async () => {
    const wrong = await request(t.http)
      .post('/api/v1/oauth/token')
      .set(
        'authorization',
        basic(
          client.clientId,
          client.clientSecret.replace(/.$/, (c) => (c === 'x' ? 'y' : 'x')),
        ),
      )
      .type('form')
      .send({ grant_type: 'client_credentials' })
      .expect(401);
    expect(wrong.body.code).toBe('INVALID_CLIENT');
    expect(wrong.headers['www-authenticate']).toMatch(/^Basic/);
    const grant = await request(t.http)
      .post('/api/v1/oauth/token')
      .type('form')
      .send({ grant_type: 'password' })
      .expect(400);
    expect(grant.body.code).toBe('UNSUPPORTED_GRANT_TYPE');
    const scope = await request(t.http)
      .post('/api/v1/oauth/token')
      .set('authorization', basic(client.clientId, client.clientSecret))
      .type('form')
      .send({ grant_type: 'client_credentials', scope: 'admin' })
      .expect(400);
    expect(scope.body.code).toBe('INVALID_SCOPE');
  });

  it('rejects an expired token with the same 401 as a bad API key', async () => {
    const token = await tokenFor();
    clock.set(new Date(clock.now().getTime() + 16 * 60_000));
    expect((await call(token).expect(401)).text).toBe(UNAUTHORIZED);
  });

  it.each<[string, () => Promise<string>]>([
    [
      'alg none',
      async () =>
        `${Buffer.from('{"alg":"none","typ":"at+jwt"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims())).toString('base64url')}.`,
    ],
    [
      'HS256 keyed with the public key',
      async () => {
        const jwk = JSON.stringify(t.app.get(JwtKeySet).publicJwks[0]);
        return new SignJWT(claims())
          .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
          .sign(new TextEncoder().encode(jwk));
      },
    ],
    [
      'a forged signature (another key, same kid)',
      async () => {
        const { privateKey } = await generateKeyPair('ES256', { extractable: true });
        await exportJWK(privateKey);
        return new SignJWT(claims())
          .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: t.app.get(JwtKeySet).signingKid })
          .sign(privateKey);
      },
    ],
    ['a wrong audience', () => signWithAppKey(claims({ aud: 'urn:other-api' }))],
    ['a wrong issuer', () => signWithAppKey(claims({ iss: 'https://evil.example' }))],
    ['a future nbf', () => signWithAppKey(claims({ nbf: nowSeconds() + 300 }))],
    ['no exp', () => signWithAppKey(claims({ exp: undefined }))],
    ['no tenant claim', () => signWithAppKey(claims({ tid: undefined }))],
    ['an unknown tenant', () => signWithAppKey(claims({ tid: '00000000-0000-4000-8000-0000000000ff' }))],
    ['no issuing credential', () => signWithAppKey(claims({ crd: undefined }))],
    ['a malformed issuing credential', () => signWithAppKey(claims({ crd: client.clientId }))],
    [
      'an issuing credential unknown to the tenant',
      () => signWithAppKey(claims({ crd: 'key:00000000-0000-4000-8000-0000000000ff' })),
    ],
    ['an ID token type', () => signWithAppKey(claims(), 'JWT')],
  ])('rejects %s with the one 401', async (_, make) => {
    const res = await call(await make()).expect(401);
    expect(res.text).toBe(UNAUTHORIZED);
    expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
  });

  it('answers 403 INSUFFICIENT_SCOPE for a valid token without the api scope, and for an admin route', async () => {
    const res = await call(await signWithAppKey(claims({ scope: '' }))).expect(403);
    expect(res.body.code).toBe('INSUFFICIENT_SCOPE');
    const admin = await request(t.http)
      .post('/api/v2/admin/tenants')
      .set('authorization', `Bearer ${await tokenFor()}`)
      .send({ name: 'x', plan: 'free' })
      .expect(403);
    expect(admin.body.code).toBe('INSUFFICIENT_SCOPE');
  });

  it('binds the tenant from the token: X-Tenant-Id of another tenant is 403', async () => {
    const other = await t.tenants.create();
    await call(await tokenFor())
      .set('x-tenant-id', other.tenantId)
      .expect(403);
  });

  it('issues a sandbox token that works and says so', async () => {
    const res = await request(t.http).post('/api/v2/developer/sandbox-token').set(t.headers).expect(200);
    expect(res.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'api', sandbox: true });
    expect(decodeJwt(res.body.access_token)).toMatchObject({ sbx: true, tid: t.tenantId });
    await call(res.body.access_token).expect(200);
  });
});
