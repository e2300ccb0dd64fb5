import request from 'supertest';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../support/test-app';
import { tamperedCredential } from '../support/test-tenants';

/** Every line the app logs, as text. */
class CapturedLogs extends Writable {
  text = '';
  override _write(chunk: Buffer, _: BufferEncoding, done: () => void): void {
    this.text += chunk.toString('utf8');
    done();
  }
}

describe('no plaintext key or secret in the database or the logs', () => {
  const logs = new CapturedLogs();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ logLevel: 'info', logStream: logs });
  }, 60_000);
  afterAll(async () => t?.close());

  it('keeps keys, client secrets and tokens out of every table and every log line', async () => {
    const key = t.headers['x-api-key']!;
    const other = await t.tenants.create({ plan: 'free', sandbox: true });
    expect(other.key).toMatch(/^fm_test_/);
    const client = (
      await request(t.http)
        .post('/api/v2/developer/oauth-clients')
        .set(t.headers)
        .send({ name: 'scan' })
        .expect(201)
    ).body;
    const token = (
      await request(t.http)
        .post('/api/v1/oauth/token')
        .set(
          'authorization',
          `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
        )
        .type('form')
        .send({ grant_type: 'client_credentials' })
        .expect(200)
    ).body.access_token as string;
    await request(t.http).get('/api/v1/programs').set('authorization', `Bearer ${key}`).expect(200);
    await request(t.http).get('/api/v1/programs').set('authorization', `Bearer ${token}`).expect(200);
    await request(t.http).get('/api/v1/programs').set('x-api-key', other.key).expect(200);
    await request(t.http).get(`/api/v1/programs?api_key=${key}`).expect(400);
    await request(t.http).get(`/api/v1/programs?region=${other.key}`).set(t.headers).expect(400);
    await request(t.http).get('/api/v1/programs').set('x-api-key', tamperedCredential(key)).expect(401);

    const secrets = [key, other.key, client.clientSecret, token];
    expect(logs.text).toContain('/api/v1/programs'); // the request log was captured
    for (const secret of secrets) expect(logs.text).not.toContain(secret);
    expect(logs.text).not.toMatch(/fm_(live|test|cs)_[0-9A-Za-z]{38}/);

    const dataSource = t.app.get(DataSource);
    const tables: { table_name: string }[] = await dataSource.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    expect(tables.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['api_keys', 'oauth_clients', 'tenants']),
    );
    for (const { table_name } of tables) {
      const rows: { row: string }[] = await dataSource.query(`SELECT t::text AS row FROM "${table_name}" t`);
      const dump = rows.map((r) => r.row).join('\n');
      for (const secret of secrets)
        expect({ table_name, leaked: dump.includes(secret) }).toEqual({ table_name, leaked: false });
      expect({ table_name, leaked: /fm_(live|test|cs)_[0-9A-Za-z]{38}/.test(dump) }).toEqual({
        table_name,
        leaked: false,
      });
    }
  });

  it('keeps download links, stream tokens and console sessions out of the request log', async () => {
    const before = logs.text.length;
    // A download token is a path segment: the link itself is the credential.
    const download = `${randomBytes(53).toString('base64url')}`;
    await request(t.http).get(`/api/v2/video/downloads/${download}`);
    await request(t.http).get(`/api/v2//video/downloads/${download}?x=1`);
    await request(t.http).get(`/API/v2/video/downloads/${download}`);
    const stream = (
      await request(t.http).post('/api/v2/notifications/stream/token').set(t.headers).expect(201)
    ).body.token as string;
    await request(t.http).get(`/api/v2/notifications/stream?token=${encodeURIComponent(stream)}`);
    const login = await request(t.http).get('/console/login').expect(200);
    const loginCookie = /fm_console_login=([^;]+)/.exec(String(login.headers['set-cookie']))![1]!;
    const csrf = /name="csrf" value="([^"]+)"/.exec(login.text)![1]!;
    const signedIn = await request(t.http)
      .post('/console/login')
      .set('cookie', `fm_console_login=${loginCookie}`)
      .type('form')
      .send({ csrf, apiKey: t.headers['x-api-key'] })
      .expect(303);
    const session = /fm_console=([^;]+)/.exec(String(signedIn.headers['set-cookie']))![1]!;
    const page = await request(t.http)
      .get('/console/usage')
      .set('cookie', `fm_console=${session}`)
      .expect(200);
    const sessionCsrf = /name="csrf" value="([^"]+)"/.exec(page.text)![1]!;
    await request(t.http)
      .post('/console/logout')
      .set({ cookie: `fm_console=${session}`, 'x-csrf-token': sessionCsrf })
      .expect(303);

    const logged = logs.text.slice(before);
    expect(logged).toContain('/api/v2/video/downloads/[redacted]');
    for (const secret of [download, stream, session, loginCookie, csrf, sessionCsrf])
      expect(logged).not.toContain(secret);
  });
  // The security header sets (API and HTML) are pinned in security-headers.e2e-spec.ts.
});
