import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { ImportDump } from '../../apps/api/src/catalogue-sync';
import { importedProgramId } from '../../apps/api/src/catalogue-sync/domain/dump-to-program';
import { dumpRow, writeDumpZip } from '../../apps/api/src/catalogue-sync/testing/fixture-dump';
import { createTestApp, type TestApp } from '../support/test-app';

const ROW = dumpRow('Land/Sachsen/konsole-konditionen.html', {
  title: 'Konsole Konditionen (Test)',
  description: '<p>Der Zuschuss beträgt höchstens 20.000 Euro.</p>',
  funding_type: "['Zuschuss']",
  funding_location: "['Sachsen']",
  eligible_applicants: "['Unternehmen']",
  funding_body: 'Land',
});
const ID = importedProgramId(ROW.id_hash!);
const PAGE = `/console/term-proposals/${ID}`;

/** The term review pages' HTTP rules: operator only, CSRF on every decision, German refusals. */
describe('console term review over HTTP', () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'console-terms-'));
    t = await createTestApp();
    await writeDumpZip(join(dir, 'dump.zip'), [ROW]);
    expect((await t.app.get(ImportDump).execute(join(dir, 'dump.zip'))).status).toBe('applied');
  });
  afterAll(async () => {
    await t?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** A console session of `key`: its cookie and the CSRF token of its pages. */
  const session = async (key: string) => {
    const login = await request(t.http).get('/console/login').expect(200);
    const loginCookie = String(login.headers['set-cookie']).split(';')[0]!;
    const loginCsrf = /name="csrf" value="([^"]+)"/.exec(login.text)![1]!;
    const res = await request(t.http)
      .post('/console/login')
      .set('cookie', loginCookie)
      .type('form')
      .send({ csrf: loginCsrf, apiKey: key })
      .expect(303);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] as unknown as string[]);
    const cookie = cookies.find((c) => c.startsWith('fm_console='))!.split(';')[0]!;
    const page = await request(t.http).get('/console/term-proposals').set('cookie', cookie);
    const csrf = /name="csrf-token" content="([^"]+)"/.exec(page.text)![1]!;
    return { cookie, csrf, status: page.status };
  };

  it('is the operator’s only: a tenant’s session gets a 403 page, none goes to sign-in', async () => {
    await request(t.http).get('/console/term-proposals').expect(303).expect('location', '/console/login');
    expect((await session(t.headers['x-api-key']!)).status).toBe(403);
  });

  it('refuses a decision without the session’s CSRF token, and a bad correction with a German 400', async () => {
    const operator = await t.tenants.create({ scopes: ['api', 'admin', 'operator'] });
    const s = await session(operator.key);
    expect(s.status).toBe(200);
    const post = (body: Record<string, string>) =>
      request(t.http).post(`${PAGE}/maxAmount`).set('cookie', s.cookie).type('form').send(body);
    await post({ csrf: 'falsch', action: 'confirm' }).expect(403);
    const bad = await post({ csrf: s.csrf, action: 'correct', value: 'viel' }).expect(400);
    expect(bad.text).toContain('Betrag in Euro');
    await post({ csrf: s.csrf, action: 'correct', value: '18.000' })
      .expect(303)
      .expect('location', `${PAGE}?erledigt=correct#vorschlag-maxAmount`);
    const shown = await request(t.http).get(PAGE).set('cookie', s.cookie).expect(200);
    expect(shown.text).toContain('18.000 €, aus dem Programmtext, korrigiert am');
    const program = (await request(t.http).get(`/api/v1/programs/${ID}`).set(t.headers).expect(200)).body;
    expect(program).toMatchObject({ maxAmount: 18000, termsSource: 'text_confirmed' });
  });
});
