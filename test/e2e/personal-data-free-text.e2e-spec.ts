import request from 'supertest';
import { DataSource } from 'typeorm';
import { isGerman } from '../fuzz/response-checks';
import { createTestApp, type TestApp } from '../support/test-app';

const MAIL = 'max.mustermann@example.org';

/**
 * The product keeps no e-mail address. An e-mail in a free-text field (names, descriptions,
 * labels, notes, reasons) is refused with a German 400 `PERSONAL_DATA` naming the field, and nothing is
 * stored; `email` is refused as a data subject's identifier (nothing could be found by it).
 */
describe('free text refuses e-mail addresses; e-mail is no identifier', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const CASES: [string, string, Record<string, unknown>, (string | number)[]][] = [
    [
      'webhook description',
      '/api/v2/developer/webhooks',
      { url: 'https://example.com/hook', events: ['calculation.created'], description: `Kontakt: ${MAIL}` },
      ['description'],
    ],
    [
      'report schedule name',
      '/api/v2/analytics/reports',
      {
        name: `Bericht für ${MAIL}`,
        queries: ['funnel?steps=a,b'],
        cadence: 'daily',
        timeZone: 'Europe/Berlin',
      },
      ['name'],
    ],
    ['API key name', '/api/v2/developer/api-keys', { name: MAIL, scopes: ['api'] }, ['name']],
    ['OAuth client name', '/api/v2/developer/oauth-clients', { name: MAIL }, ['name']],
    ['DPIA title', '/api/v2/compliance/dpia', { title: `DSFA ${MAIL}`, description: 'x' }, ['title']],
    [
      'DPIA list entry',
      '/api/v2/compliance/dpia',
      { title: 'T', description: 'x', recipients: ['a', MAIL] },
      ['recipients'],
    ],
    [
      'erasure reason',
      '/api/v2/dsgvo/erase',
      { subject: { identifier: 'actor_id', value: 'k-1' }, reason: `Antwort an ${MAIL}` },
      ['reason'],
    ],
  ];

  it.each(CASES)(
    'refuses an e-mail in the %s with 400 PERSONAL_DATA and stores nothing',
    async (_n, url, body, path) => {
      const before = await t.app.get(DataSource).query(`SELECT count(*)::int AS n FROM audit_log`);
      const res = await request(t.http).post(url).set(t.headers).send(body);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: 'PERSONAL_DATA' });
      expect(isGerman(res.body.error)).toBe(true);
      const issue = res.body.issues.find(
        (i: { path: unknown[] }) => JSON.stringify(i.path) === JSON.stringify(path),
      );
      expect(issue).toBeDefined();
      expect(isGerman(issue.message)).toBe(true);
      expect(JSON.stringify(res.body)).not.toContain(MAIL);
      const after = await t.app.get(DataSource).query(`SELECT count(*)::int AS n FROM audit_log`);
      expect(after).toEqual(before);
    },
  );

  it('refuses email as an identifier with a German 400 (the service keeps no e-mail address)', async () => {
    for (const url of ['/api/v2/dsgvo/erase', '/api/v2/dsgvo/portability']) {
      const res = await request(t.http)
        .post(url)
        .set(t.headers)
        .send({ subject: { identifier: 'email', value: MAIL } })
        .expect(400);
      expect(res.body.issues).toEqual([
        { path: ['subject', 'identifier'], message: expect.stringContaining('E-Mail') },
      ]);
      expect(isGerman(res.body.issues[0].message)).toBe(true);
    }
  });
});
