import { contractRecorderOf } from '../support/contract-recorder';
import { toOpenApiPath } from '../support/openapi-response-validator';
import { createTestApp, type TestApp } from '../support/test-app';
import { operationsOf, servedDocument, type OpenApiDocument } from './served-document';
import { UNDOCUMENTED_ROUTES, isUndocumentedRoute } from './undocumented-routes';

describe('the route table against the document', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  let registered: string[];
  beforeAll(async () => {
    t = await createTestApp();
    document = await servedDocument(t);
    registered = contractRecorderOf(t.app)
      .routes // HEAD is Fastify's automatic twin of each GET
      .filter(({ method }) => method !== 'HEAD' && method !== 'OPTIONS')
      .map(({ method, url }) => `${method} ${url}`);
  });
  afterAll(async () => t?.close());

  const documented = () =>
    operationsOf(document).map(({ method, path }) => `${method.toUpperCase()} ${path}`);

  it('sees the routes Fastify registers', () => {
    expect(registered).toEqual(expect.arrayContaining(['GET /api/v1/programs', 'GET /api/v1/programs/:id']));
  });

  it('documents every route the app serves, except the listed documentation routes', () => {
    const undocumented = registered
      .filter((r) => !isUndocumentedRoute(r.split(' ')[1]!))
      .map((r) => toOpenApiPath(r))
      .filter((r) => !documented().includes(r));
    expect(undocumented).toEqual([]);
  });

  it('documents nothing the app does not serve', () => {
    const served = registered.map((r) => toOpenApiPath(r));
    expect(documented().filter((op) => !served.includes(op))).toEqual([]);
  });

  it('excludes only routes that exist (no stale exclusions)', () => {
    const unused = UNDOCUMENTED_ROUTES.filter(
      ({ pattern }) => !registered.some((r) => pattern.test(r.split(' ')[1]!)),
    );
    expect(unused.map((u) => u.why)).toEqual([]);
  });
});
