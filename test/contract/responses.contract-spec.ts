import request from 'supertest';
import { contractRecorderOf } from '../support/contract-recorder';
import { OpenApiResponseValidator, type RecordedExchange } from '../support/openapi-response-validator';
import { createTestApp, type TestApp } from '../support/test-app';
import { servedDocument, type OpenApiDocument } from './served-document';
import { isUndocumentedRoute } from './undocumented-routes';

/**
 * The contract recorder (test/support/contract-recorder.ts) checks every response of every e2e test against the
 * document. These tests check the checker: it sees the responses, and it rejects what it must reject.
 */
describe('the response contract', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  let validator: OpenApiResponseValidator;
  let program: Record<string, unknown>;
  beforeAll(async () => {
    t = await createTestApp();
    document = await servedDocument(t);
    validator = new OpenApiResponseValidator(document, isUndocumentedRoute);
    program = (await request(t.http).get('/api/v1/programs/bmwk-go-digital').set(t.headers).expect(200)).body;
  });
  afterAll(async () => t?.close());

  const exchange = (over: Partial<RecordedExchange> & { json?: unknown }): RecordedExchange => ({
    method: 'GET',
    url: '/api/v1/programs/bmwk-go-digital',
    route: '/api/v1/programs/:id',
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(over.json ?? program),
    ...over,
  });

  it('records the responses of the app it is installed in, and they conform', async () => {
    await request(t.http).get('/api/v1/programs?limit=2').set(t.headers).expect(200);
    await request(t.http).get('/api/v1/programs?limit=0').set(t.headers).expect(400);
    await request(t.http).get('/api/v1/programs/none').set(t.headers).expect(404);
    await request(t.http).get('/api/v1/programs').expect(401);
    const recorded = contractRecorderOf(t.app).exchanges.map((x) => `${x.method} ${x.route} ${x.status}`);
    expect(recorded).toEqual(
      expect.arrayContaining([
        'GET /api/v1/programs 200',
        'GET /api/v1/programs 400',
        'GET /api/v1/programs/:id 404',
        'GET /api/v1/programs 401',
      ]),
    );
    expect(contractRecorderOf(t.app).exchanges.flatMap((x) => validator.check(x))).toEqual([]);
  });

  it('accepts a conforming response', () => {
    expect(validator.check(exchange({}))).toEqual([]);
  });

  type Program = Record<string, unknown>;
  it.each<[string, (p: Program) => Program]>([
    ['a missing required field', ({ status: _status, ...p }) => p],
    ['a wrong enum value', (p) => ({ ...p, status: 'offen' })],
    ['a wrong type', (p) => ({ ...p, maxAmount: '1000' })],
    ['a broken format', (p) => ({ ...p, lastUpdated: 'yesterday' })],
    ['a value out of range', (p) => ({ ...p, subsidyRateMax: 1.5 })],
    ['a field the document does not declare', (p) => ({ ...p, maxAmountEur: 1 })],
  ])('rejects %s', (_what, broken) => {
    const violations = validator.check(exchange({ json: broken(program) }));
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatch(/^GET \/api\/v1\/programs\/bmwk-go-digital → 200: body /);
  });

  it('rejects a status the operation does not document', () => {
    expect(validator.check(exchange({ status: 418, json: { error: 'Teekanne' } }))).toEqual([
      expect.stringContaining('status 418 is not documented for getProgramById'),
    ]);
  });

  it('rejects a route the document does not have, and an unrouted error that is no ErrorResponse', () => {
    expect(validator.check(exchange({ route: '/api/v1/secret' }))).toEqual([
      expect.stringContaining('GET /api/v1/secret is not in the document'),
    ]);
    expect(
      validator.check(exchange({ route: undefined, status: 404, json: { message: 'Not Found' } })),
    ).toHaveLength(1);
  });

  it('checks the headers a response declares', () => {
    const withHeader = structuredClone(document);
    const ok = withHeader.paths['/api/v1/programs/{id}']!.get!.responses as Record<
      string,
      Record<string, unknown>
    >;
    ok['200']!.headers = { 'X-Checked': { required: true, schema: { type: 'integer', minimum: 0 } } };
    const strict = new OpenApiResponseValidator(withHeader, isUndocumentedRoute);
    expect(strict.check(exchange({}))).toEqual([
      expect.stringContaining('required header X-Checked is missing'),
    ]);
    const headers = { 'content-type': 'application/json', 'x-checked': '-1' };
    expect(strict.check(exchange({ headers }))).toEqual([expect.stringContaining('header X-Checked')]);
    expect(strict.check(exchange({ headers: { ...headers, 'x-checked': '7' } }))).toEqual([]);
  });
});
