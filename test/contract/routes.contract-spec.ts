import { apiVersionsOf, VERSIONS, type ApiVersion } from '../../apps/api/src/platform/openapi/api-versions';
import { contractRecorderOf } from '../support/contract-recorder';
import { toOpenApiPath } from '../support/openapi-response-validator';
import { createTestApp, type TestApp } from '../support/test-app';
import { operationsOf, servedDocument, type OpenApiDocument } from './served-document';
import { UNDOCUMENTED_ROUTES, isUndocumentedRoute } from './undocumented-routes';

/**
 * Every route is in exactly the right description: a `/api/v1` route in v1 only, a `/api/v2` route in v2 only,
 * a version-neutral one (`/health`, `/.well-known/jwks.json`) in both; and neither describes a route the app
 * does not serve.
 */
describe('the route table against the v1 and v2 documents', () => {
  let t: TestApp;
  const documents = {} as Record<ApiVersion, OpenApiDocument>;
  let registered: string[];
  beforeAll(async () => {
    t = await createTestApp();
    for (const version of VERSIONS) documents[version] = await servedDocument(t, version);
    registered = contractRecorderOf(t.app)
      .routes // HEAD is Fastify's automatic twin of each GET
      .filter(({ method }) => method !== 'HEAD' && method !== 'OPTIONS')
      .map(({ method, url }) => `${method} ${url}`);
  });
  afterAll(async () => t?.close());

  const documented = (version: ApiVersion) =>
    operationsOf(documents[version]).map(({ method, path }) => `${method.toUpperCase()} ${path}`);
  const pathOf = (route: string) => route.split(' ')[1]!;

  it('sees the routes Fastify registers, of both versions', () => {
    expect(registered).toEqual(
      expect.arrayContaining(['GET /api/v1/programs', 'GET /api/v2/developer/quota', 'GET /health']),
    );
  });

  it.each(VERSIONS)(
    'documents in %s every route of that version and every version-neutral one',
    (version) => {
      const missing = registered
        .filter((r) => !isUndocumentedRoute(pathOf(r)) && apiVersionsOf(pathOf(r)).includes(version))
        .map((r) => toOpenApiPath(r))
        .filter((r) => !documented(version).includes(r));
      expect(missing).toEqual([]);
    },
  );

  it.each(VERSIONS)('documents in %s no route of the other version', (version) => {
    expect(documented(version).filter((op) => !apiVersionsOf(pathOf(op)).includes(version))).toEqual([]);
  });

  it.each(VERSIONS)('documents in %s nothing the app does not serve', (version) => {
    const served = registered.map((r) => toOpenApiPath(r));
    expect(documented(version).filter((op) => !served.includes(op))).toEqual([]);
  });

  it('documents the version-neutral routes identically in both', () => {
    const neutral = Object.keys(documents.v1.paths).filter((p) => apiVersionsOf(p).length > 1);
    expect(neutral).toEqual(expect.arrayContaining(['/health', '/health/ready', '/.well-known/jwks.json']));
    for (const path of neutral) expect(documents.v2.paths[path]).toEqual(documents.v1.paths[path]);
  });

  it('excludes only routes that exist (no stale exclusions)', () => {
    const unused = UNDOCUMENTED_ROUTES.filter(
      ({ pattern }) => !registered.some((r) => pattern.test(pathOf(r))),
    );
    expect(unused.map((u) => u.why)).toEqual([]);
  });
});
