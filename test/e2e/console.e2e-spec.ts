import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';

/** The console's HTTP rules without a browser: session cookie, CSRF, CSP, scopes (test/browser covers the UI). */
describe('web console over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const loginForm = async () => {
    const page = await request(t.http).get('/console/login').expect(200);
    const cookie = String(page.headers['set-cookie']).split(';')[0]!;
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.text)![1]!;
    return { page, cookie, csrf };
  };

  const signIn = async (key: string, status: number) => {
    const { cookie, csrf } = await loginForm();
    return request(t.http)
      .post('/console/login')
      .set('cookie', cookie)
      .type('form')
      .send({ csrf, apiKey: key })
      .expect(status);
  };

  it('serves the sign-in page as German HTML under a strict CSP, without caching', async () => {
    const { page } = await loginForm();
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain('<html lang="de">');
    expect(page.text).not.toMatch(/<script>|<style>| style="/);
  });

  it('exchanges a key for an HttpOnly, SameSite=Strict session cookie that is not the key', async () => {
    const res = await signIn(t.headers['x-api-key']!, 303);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] as unknown as string[]);
    const session = cookies.find((c) => c.startsWith('fm_console='))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Strict/);
    expect(session).toMatch(/Path=\/console/);
    expect(session).not.toContain(t.headers['x-api-key']);
    expect(res.headers.location).toBe('/console/settings/api-keys');
  });

  it('refuses a wrong key (401) and a sign-in without the form token (403)', async () => {
    await signIn('fm_live_falsch', 401);
    const { cookie } = await loginForm();
    await request(t.http)
      .post('/console/login')
      .set('cookie', cookie)
      .type('form')
      .send({ apiKey: 'x' })
      .expect(403);
  });

  it('sends a visitor without a session to the sign-in page', async () => {
    const res = await request(t.http).get('/console/settings/api-keys').expect(303);
    expect(res.headers.location).toBe('/console/login');
  });

  it('refuses changes without the session CSRF token or from another origin', async () => {
    const res = await signIn(t.headers['x-api-key']!, 303);
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] as unknown as string[])
      .find((c) => c.startsWith('fm_console='))!
      .split(';')[0]!;
    const page = await request(t.http).get('/console/settings/api-keys').set('cookie', cookie).expect(200);
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.text)![1]!;
    const create = (fields: Record<string, string>, origin?: string) => {
      const r = request(t.http).post('/console/settings/api-keys').set('cookie', cookie).type('form');
      if (origin) void r.set('origin', origin);
      return r.send(fields);
    };
    await create({ name: 'ohne', scope_api: 'on' }).expect(403);
    await create({ csrf: 'falsch', name: 'falsch', scope_api: 'on' }).expect(403);
    await create({ csrf, name: 'fremd', scope_api: 'on' }, 'https://evil.example').expect(403);
    const made = await create({ csrf, name: 'echt', scope_api: 'on' }).expect(201);
    expect(made.text).toMatch(/value="fm_live_[0-9A-Za-z]+"/);
  });

  it('keeps flag pages to operator sessions (403 page for a tenant admin)', async () => {
    const res = await signIn(t.headers['x-api-key']!, 303);
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] as unknown as string[])
      .find((c) => c.startsWith('fm_console='))!
      .split(';')[0]!;
    const page = await request(t.http).get('/console/feature-flags').set('cookie', cookie).expect(403);
    expect(page.text).toContain('Keine Berechtigung');
  });

  it('ends the session when the key it came from is revoked', async () => {
    const admin = await t.tenants.issueKey(t.tenantId, ['api', 'admin']);
    const res = await signIn(admin.key, 303);
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] as unknown as string[])
      .find((c) => c.startsWith('fm_console='))!
      .split(';')[0]!;
    await request(t.http).get('/console/settings/api-keys').set('cookie', cookie).expect(200);
    await request(t.http).delete(`/api/v2/developer/api-keys/${admin.keyId}`).set(t.headers).expect(204);
    const after = await request(t.http).get('/console/settings/api-keys').set('cookie', cookie).expect(303);
    expect(after.headers.location).toBe('/console/login');
  });

  it('serves its script and style sheet as files', async () => {
    const js = await request(t.http).get('/console/assets/console.js').expect(200);
    expect(js.headers['content-type']).toMatch(/^text\/javascript/);
    await request(t.http).get('/console/assets/console.css').expect(200);
  });

  it('searches programs with the API’s search: highlights, pages, and a query shown escaped', async () => {
    const res = await signIn(t.headers['x-api-key']!, 303);
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] as unknown as string[])
      .find((c) => c.startsWith('fm_console='))!
      .split(';')[0]!;
    const empty = await request(t.http).get('/console/programs').set('cookie', cookie).expect(200);
    expect(empty.text).toContain('<input id="q" name="q" type="search"');
    expect(empty.text).toContain('aria-current="page"');

    const found = await request(t.http).get('/console/programs?q=Beratung').set('cookie', cookie).expect(200);
    expect(found.text).toMatch(/\d+ Programme gefunden/);
    expect(found.text).toContain('<mark>');
    // The same search as the API's first page, in the same order.
    const api = await request(t.http)
      .get('/api/v2/programs/search?q=Beratung&limit=20')
      .set(t.headers)
      .expect(200);
    const names = (api.body.items as { name: string }[]).map((i) => i.name);
    const shown = [...found.text.matchAll(/<h2>(.*?)<\/h2>/g)].map((m) => m[1]!.replace(/<\/?mark>/g, ''));
    expect(shown).toEqual(names.map((n) => n.replace(/&/g, '&amp;')));
    if (api.body.nextCursor) expect(found.text).toContain('Weitere Ergebnisse');

    const hostile = await request(t.http)
      .get(`/console/programs?q=${encodeURIComponent('"><script>alert(1)</script>')}`)
      .set('cookie', cookie)
      .expect(200);
    expect(hostile.text).not.toContain('<script>alert(1)');
    expect(hostile.text).toContain('&quot;&gt;&lt;script&gt;');

    await request(t.http).get('/console/programs?q=x').expect(303);
  });
});
