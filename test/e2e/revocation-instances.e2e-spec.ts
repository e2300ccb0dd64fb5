import request from 'supertest';
import { exportJWK, generateKeyPair } from 'jose';
import { DataSource } from 'typeorm';
import { RevokeApiKey } from '../../apps/api/src/access/application/revoke-api-key.use-case';
import { createTestApp, testConfig, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * ADR 0012: Two instances on one PostgreSQL database, each with its principal cache warm. A key
 * or OAuth client revoked through one is refused by both within 1 s (LISTEN/NOTIFY). Needs a server
 * (DATABASE_URL): the embedded database is one process, one instance.
 */
const onServer = process.env.DATABASE_URL ? describe : describe.skip;
const PROGRAMS = '/api/v1/programs?limit=1';

onServer('revocation pushed to every instance', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    // One signing key for both, as in a deployment: a token issued by one instance is valid on the other.
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const auth = { ...testConfig().auth, jwtSigningKeys: [JSON.stringify(await exportJWK(privateKey))] };
    a = await createTestApp({ sharedDatabase: database, auth });
    b = await createTestApp({ sharedDatabase: database, auth });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.dispose();
  });

  /** Polls `b` until it answers 401, for at most 1 s; answers how long that took. */
  async function refusedByBWithin1s(headers: Record<string, string>): Promise<number> {
    const started = Date.now();
    let status = 200;
    while (status !== 401 && Date.now() - started < 1000)
      status = (await request(b.http).get(PROGRAMS).set(headers)).status;
    expect(status).toBe(401);
    return Date.now() - started;
  }

  it('an API key revoked through one instance is refused by both within 1 s', async () => {
    const victim = await a.tenants.issueKey(a.tenantId);
    const headers = { 'x-api-key': victim.key };
    // Both caches warm.
    await request(a.http).get(PROGRAMS).set(headers).expect(200);
    await request(b.http).get(PROGRAMS).set(headers).expect(200);
    await request(b.http).get(PROGRAMS).set(headers).expect(200);
    // As the tenant CLI does: through instance a's use case.
    await a.app.get(RevokeApiKey).execute(a.tenantId, victim.keyId);
    await request(a.http).get(PROGRAMS).set(headers).expect(401);
    expect(await refusedByBWithin1s(headers)).toBeLessThan(1000);
  });

  it('an API key revoked over the API (DELETE /api/v2/developer/api-keys/{id}) on one instance is refused by both', async () => {
    const created = await request(a.http)
      .post('/api/v2/developer/api-keys')
      .set(a.headers)
      .send({ name: 'revoked over the API' })
      .expect(201);
    const headers = { 'x-api-key': created.body.apiKey as string };
    await request(a.http).get(PROGRAMS).set(headers).expect(200);
    await request(b.http).get(PROGRAMS).set(headers).expect(200);
    await request(a.http).delete(`/api/v2/developer/api-keys/${created.body.id}`).set(a.headers).expect(204);
    await request(a.http).get(PROGRAMS).set(headers).expect(401);
    expect(await refusedByBWithin1s(headers)).toBeLessThan(1000);
  });

  it('an OAuth client revoked through one instance: its tokens are refused by both within 1 s', async () => {
    const admin = await a.tenants.issueKey(a.tenantId, ['api', 'admin']);
    const client = await a.tenants.createOAuthClient(a.tenantId);
    const token = (
      await request(a.http)
        .post('/api/v1/oauth/token')
        .type('form')
        .send({
          grant_type: 'client_credentials',
          client_id: client.clientId,
          client_secret: client.clientSecret,
        })
        .expect(200)
    ).body.access_token as string;
    const headers = { authorization: `Bearer ${token}` };
    await request(a.http).get(PROGRAMS).set(headers).expect(200);
    await request(b.http).get(PROGRAMS).set(headers).expect(200);
    await request(a.http)
      .delete(`/api/v2/developer/oauth-clients/${client.id}`)
      .set('x-api-key', admin.key)
      .expect(204);
    expect(await refusedByBWithin1s(headers)).toBeLessThan(1000);
  });

  it('a catalogue change made through one instance is served by the other', async () => {
    const before = await request(b.http).get('/api/v1/programs/bmwk-go-digital').set(b.headers).expect(200);
    await a.app
      .get(DataSource)
      .query(`UPDATE programs SET name = name || ' (neu)' WHERE id = 'bmwk-go-digital'`);
    const started = Date.now();
    let name = before.body.name as string;
    while (name === before.body.name && Date.now() - started < 1000)
      name = (await request(b.http).get('/api/v1/programs/bmwk-go-digital').set(b.headers)).body.name;
    expect(name).toBe(`${before.body.name} (neu)`);
  });
});
