import request from 'supertest';
import { exportJWK, generateKeyPair } from 'jose';
import { DataSource } from 'typeorm';
import { RevokeApiKey } from '../../apps/api/src/access/application/revoke-api-key.use-case';
import { SseClient } from '../../apps/api/src/notifications/testing/sse-client';
import { createTestApp, testConfig, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const STREAM = '/api/v2/notifications/stream';
const PROGRAMS = '/api/v1/programs?limit=1';
/** The erasure runs as a job: instance `a` works the queue. */
const WORKERS = { workers: true, pollingIntervalSeconds: 0.5 };

/**
 * Every credential's reach ends at once. An event stream kept delivering 6.5 s after its key was
 * revoked (heartbeats kept it open), and a console session worked as an API bearer after sign-out. On a
 * PostgreSQL server two instances share the database and the change is made through `a` while the stream is
 * open on `b`; on the embedded database (one process) both are the same instance.
 */
describe('a credential ends, and so does everything it opened, within 1 s on every instance', () => {
  let database: TestDatabase | undefined;
  let a: TestApp;
  let b: TestApp;
  let baseB: string;
  const streams: SseClient[] = [];

  beforeAll(async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const auth = { ...testConfig().auth, jwtSigningKeys: [JSON.stringify(await exportJWK(privateKey))] };
    if (process.env.DATABASE_URL) {
      database = await createTestDatabase();
      a = await createTestApp({ sharedDatabase: database, auth, jobs: WORKERS });
      b = await createTestApp({ sharedDatabase: database, auth });
    } else {
      a = b = await createTestApp({ auth, jobs: WORKERS });
    }
    await b.app.listen(0, '127.0.0.1');
    baseB = (await b.app.getUrl()).replace('[::1]', '127.0.0.1');
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await a?.close();
    if (b !== a) await b?.close();
    await database?.dispose();
  });

  async function open(query: string, headers: Record<string, string> = {}): Promise<SseClient> {
    const client = await SseClient.open(`${baseB}${STREAM}${query}`, headers);
    streams.push(client);
    expect(client.status).toBe(200);
    await client.until((c) => c.body.length > 0);
    return client;
  }

  /** The stream ends within 1 s of `since`; answers how long it took. */
  async function endsWithin1s(stream: SseClient, since: number): Promise<number> {
    const took = (await stream.ended(2_000)) - since;
    expect(took).toBeLessThan(1000);
    return took;
  }

  it('a revoked API key: its open stream (header) on the other instance ends', async () => {
    const victim = await a.tenants.issueKey(a.tenantId);
    const stream = await open('', { 'x-api-key': victim.key });
    const revoked = Date.now();
    await a.app.get(RevokeApiKey).execute(a.tenantId, victim.keyId);
    await endsWithin1s(stream, revoked);
  });

  it('a revoked API key: a stream opened with its stream token ends, and the token opens nothing more', async () => {
    const victim = await a.tenants.issueKey(a.tenantId);
    const { token } = (
      await request(a.http).post(`${STREAM}/token`).set({ 'x-api-key': victim.key }).expect(201)
    ).body as { token: string };
    const stream = await open(`?token=${encodeURIComponent(token)}`);
    const revoked = Date.now();
    await request(a.http).delete(`/api/v2/developer/api-keys/${victim.keyId}`).set(a.headers).expect(204);
    await endsWithin1s(stream, revoked);
    const again = await SseClient.open(`${baseB}${STREAM}?token=${encodeURIComponent(token)}`);
    streams.push(again);
    expect(again.status).toBe(401);
  });

  it('a revoked OAuth client: the stream its access token opened ends', async () => {
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
    const stream = await open('', { authorization: `Bearer ${token}` });
    const revoked = Date.now();
    await request(a.http)
      .delete(`/api/v2/developer/oauth-clients/${client.id}`)
      .set('x-api-key', admin.key)
      .expect(204);
    await endsWithin1s(stream, revoked);
  });

  it('an erased person (DSGVO Art. 17, actor_id): the stream of their key ends when the erasure revokes it', async () => {
    const admin = await a.tenants.issueKey(a.tenantId, ['api', 'admin']);
    const person = await a.tenants.issueKey(a.tenantId);
    const stream = await open('', { 'x-api-key': person.key });
    await request(a.http)
      .post('/api/v2/dsgvo/erase')
      .set('x-api-key', admin.key)
      .send({ subject: { identifier: 'actor_id', value: person.keyId }, reason: 'Widerruf' })
      .expect(202);
    // The erasure runs as a job: from the moment its write is visible. Another connection's commit announces
    // nothing the test could await, so it polls the row (every 20 ms, at most 1,500 times).
    const sql = a.app.get(DataSource);
    let revoked = 0;
    for (let i = 0; i < 1500 && !revoked; i++) {
      const [row] = (await sql.query(`SELECT revoked_at FROM api_keys WHERE id = $1`, [person.keyId])) as {
        revoked_at: Date | null;
      }[];
      if (row?.revoked_at) revoked = Date.now();
      else await new Promise((r) => setTimeout(r, 20));
    }
    expect(revoked).toBeGreaterThan(0);
    const ended = await stream.ended(2_000);
    expect(ended - revoked).toBeLessThan(1000);
  });

  it('a console session: refused as an API bearer, and refused by every instance once signed out', async () => {
    const operator = await a.tenants.issueKey(a.tenantId, ['api', 'admin']);
    const login = await request(a.http).get('/console/login').expect(200);
    const loginCookie = /fm_console_login=([^;]+)/.exec(String(login.headers['set-cookie']))![1]!;
    const csrf = /name="csrf" value="([^"]+)"/.exec(login.text)![1]!;
    const signedIn = await request(a.http)
      .post('/console/login')
      .set('cookie', `fm_console_login=${loginCookie}`)
      .type('form')
      .send({ csrf, apiKey: operator.key })
      .expect(303);
    const session = /fm_console=([^;]+)/.exec(String(signedIn.headers['set-cookie']))![1]!;
    const cookie = `fm_console=${session}`;
    await request(b.http).get('/console/usage').set('cookie', cookie).expect(200);
    // The session token is the console's alone: not a bearer for the API, nor for the event stream.
    await request(b.http).get(PROGRAMS).set('authorization', `Bearer ${session}`).expect(401);
    const asStream = await SseClient.open(`${baseB}${STREAM}`, { authorization: `Bearer ${session}` });
    streams.push(asStream);
    expect(asStream.status).toBe(401);

    const page = await request(b.http).get('/console/usage').set('cookie', cookie).expect(200);
    const sessionCsrf = /name="csrf" value="([^"]+)"/.exec(page.text)![1]!;
    await request(a.http)
      .post('/console/logout')
      .set('cookie', cookie)
      .type('form')
      .send({ csrf: sessionCsrf })
      .expect(303);
    const started = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - started < 1000)
      status = (await request(b.http).get('/console/usage').set('cookie', cookie)).status;
    expect(status).toBe(303);
    // A new sign-in with the same key works at once.
    const again = await request(a.http).get('/console/login').expect(200);
    await request(a.http)
      .post('/console/login')
      .set(
        'cookie',
        `fm_console_login=${/fm_console_login=([^;]+)/.exec(String(again.headers['set-cookie']))![1]!}`,
      )
      .type('form')
      .send({ csrf: /name="csrf" value="([^"]+)"/.exec(again.text)![1]!, apiKey: operator.key })
      .expect(303);
  });
});
