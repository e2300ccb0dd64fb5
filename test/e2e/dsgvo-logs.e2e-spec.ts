import { Writable } from 'node:stream';
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import { eventually } from '../support/webhook-receiver';

/** Every line the app logs, as text. */
class CapturedLogs extends Writable {
  text = '';
  override _write(chunk: Buffer, _: BufferEncoding, done: () => void): void {
    this.text += chunk.toString('utf8');
    done();
  }
}

/**
 * The server log keeps no identifier of a data subject. A person calls the API with their own key
 * and as an end user (`X-Actor-Id`), is exported (by POST, and by the deprecated GET) and erased; the log
 * captured meanwhile holds none of their identifiers, and `X-Actor-Id` appears as a keyed digest only.
 */
describe('logs without identifiers during an export and an erasure', () => {
  const logs = new CapturedLogs();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      logLevel: 'info',
      logStream: logs,
      jobs: { workers: true, pollingIntervalSeconds: 0.5 },
    });
  });
  afterAll(async () => t?.close());

  const finished = (id: string) =>
    eventually(async () => {
      const res = await request(t.http).get(`/api/v2/dsgvo/requests/${id}`).set(t.headers).expect(200);
      return ['completed', 'partially_completed'].includes(res.body.status) ? res.body : undefined;
    });

  it('logs no identifier of the subject, and X-Actor-Id only as a digest', async () => {
    const person = await t.tenants.issueKey(t.tenantId, ['api']);
    const actor = 'nutzer-4711-mustermann';
    await request(t.http)
      .get('/api/v1/programs')
      .query({ limit: 1 })
      .set({ 'x-api-key': person.key })
      .expect(200);
    await request(t.http)
      .get('/api/v1/programs')
      .query({ limit: 1 })
      .set({ ...t.headers, 'x-actor-id': actor })
      .expect(200);

    const byPost = await request(t.http)
      .post('/api/v2/dsgvo/portability')
      .set(t.headers)
      .send({ subject: { identifier: 'actor_id', value: person.keyId } })
      .expect(202);
    const exported = await finished(byPost.body.id);
    await request(t.http).get(exported.portability.downloadUrl).set(t.headers).expect(200);
    // The deprecated GET still works, and its query is not logged in plain text either.
    const byGet = await request(t.http)
      .get('/api/v2/dsgvo/portability')
      .query({ identifier: 'actor_id', value: actor })
      .set(t.headers)
      .expect(202);
    await finished(byGet.body.id);
    for (const value of [person.keyId, actor]) {
      const erased = await request(t.http)
        .post('/api/v2/dsgvo/erase')
        .set(t.headers)
        .send({ subject: { identifier: 'actor_id', value } })
        .expect(202);
      await finished(erased.body.id);
    }

    expect(logs.text).toContain('incoming request'); // the log was captured
    const found = [person.keyId, actor].filter((id) => logs.text.includes(id));
    expect(found).toEqual([]);
    expect(logs.text).toMatch(/"x-actor-id":"hmac:[0-9a-f]{16}"/);
  });
});
