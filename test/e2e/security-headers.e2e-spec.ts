import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestTenant } from '../support/test-tenants';

/** Headers every answer may carry whatever its kind: transport, content, correlation, limits, caching. */
const NEUTRAL = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'content-type',
  'etag',
  'vary',
  'x-request-id',
  'ratelimit',
  'ratelimit-policy',
  'retry-after',
  'cache-control',
  'set-cookie',
  'www-authenticate',
]);
const API_SET = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
];
/** Helmet's document headers (its defaults): for HTML pages only. */
const HTML_SET = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

const securityHeadersOf = (headers: Record<string, unknown>) =>
  Object.keys(headers)
    .filter((name) => !NEUTRAL.has(name))
    .sort();

/**
 * A JSON answer carried helmet's twelve HTML-page headers (about 1 KB per 621-byte body), including a
 * CSP that listed the Swagger validator. API answers now carry the OWASP REST set, pages the HTML set.
 */
describe('security headers: the API set on API answers, the HTML set on pages', () => {
  let t: TestApp;
  let tenant: TestTenant;
  beforeAll(async () => {
    t = await createTestApp();
    tenant = await t.tenants.create({ scopes: ['api'] });
  });
  afterAll(async () => t?.close());

  it('answers JSON, errors and unknown routes with exactly the API set, no-store unless the route caches', async () => {
    const answers = [
      await request(t.http)
        .get('/api/v1/programs/bafa-foerderung-unternehmensberatungen-kmu')
        .set(tenant.headers),
      await request(t.http).get('/api/v1/programs?limit=1').set(tenant.headers),
      await request(t.http).post('/api/v1/calculations').set(tenant.headers).send({}),
      await request(t.http).get('/api/v1/programs'),
      await request(t.http).get('/api/v1/nowhere'),
      await request(t.http).get('/health'),
      await request(t.http).get('/api/v2/openapi.json'),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 400, 401, 404, 200, 200]);
    for (const [i, res] of answers.entries()) {
      const where = `answer ${i}`;
      expect({ where, headers: securityHeadersOf(res.headers) }).toEqual({ where, headers: API_SET });
      expect({ where, csp: res.headers['content-security-policy'] }).toEqual({
        where,
        csp: "default-src 'none'; frame-ancestors 'none'",
      });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-request-id']).toBeTruthy();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
    // The catalogue's reads say how they may be cached (ETag revalidation); everything else is not stored
    // (`no-store` by default; the health check's library sends its own stricter line).
    expect(answers[0]!.headers['cache-control']).not.toBe('no-store');
    expect(answers[0]!.headers['ratelimit']).toBeTruthy();
    for (const res of answers.slice(2)) expect(res.headers['cache-control']).toContain('no-store');
  });

  it('gives pages the HTML set: the API docs with the CSP the Swagger UI needs, the console with its own', async () => {
    const docs = await request(t.http).get('/api/docs').redirects(1);
    expect(docs.headers['content-type']).toMatch(/^text\/html/);
    expect(securityHeadersOf(docs.headers)).toEqual(HTML_SET);
    expect(docs.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(docs.headers['content-security-policy']).toContain("script-src 'self' https: 'unsafe-inline'");

    const console = await request(t.http).get('/console/login').expect(200);
    expect(securityHeadersOf(console.headers)).toEqual(HTML_SET);
    expect(console.headers['content-security-policy']).toContain("script-src 'self'");
    expect(console.headers['content-security-policy']).not.toContain('unsafe-inline');
  });
});
