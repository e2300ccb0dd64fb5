import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { errorDefinition } from '../../apps/api/src/platform/errors/error-catalogue';
import { ERROR_CODES } from '../../apps/api/src/platform/errors/error-codes';
import { createTestApp, type TestApp } from '../support/test-app';

const PROGRAM_ID = 'bafa-foerderung-unternehmensberatungen-kmu';
const TOKEN = '/api/v1/oauth/token';
const WEBHOOKS = '/api/v2/developer/webhooks';
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000999';
const profile = (overrides: Record<string, unknown> = {}) => ({
  employeeCount: 12,
  revenueEur: 1_500_000,
  federalState: 'SN',
  industryCode: '62.01',
  ...overrides,
});
const calculation = (overrides: Record<string, unknown> = {}) => ({
  programId: PROGRAM_ID,
  projectBudgetEur: 3500,
  applicantProfile: profile(),
  ...overrides,
});
/** 100,000 bytes: 50,000 arrays, one inside the other. */
const DEEP_BODY = '['.repeat(50_000) + ']'.repeat(50_000);

/** Our error model, whoever refused: German text of the code's table row, nothing of Fastify, no echoed URL. */
function expectError(res: request.Response, status: number, code: string, url?: string): void {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.body).toMatchObject({ error: errorDefinition(code)?.message, code });
  expect(Object.keys(res.body).every((k) => ['error', 'code', 'issues', 'details'].includes(k))).toBe(true);
  const text = JSON.stringify(res.body);
  expect(text).not.toMatch(/FST_|statusCode|Bad Request|Not Found|fastify/i);
  if (url) expect(text).not.toContain(url);
}

describe('edge input: bounded bodies, clean strings and ids, one error model', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const calculate = (payload: string | object) =>
    request(t.http).post('/api/v1/calculations').set(t.headers).type('json').send(payload);

  describe('bounded parsing', () => {
    it('refuses a 100 kB body nested 50,000 deep with 400 BODY_TOO_DEEP, also from eight clients at once', async () => {
      const answers = await Promise.all(Array.from({ length: 8 }, () => calculate(DEEP_BODY)));
      for (const res of answers) {
        expectError(res, 400, 'BODY_TOO_DEEP');
        expect(res.body.issues).toEqual([
          { path: Array(32).fill(0), message: 'Höchstens 32 Ebenen Verschachtelung.' },
        ]);
      }
    });

    it('refuses a deep body on the unauthenticated token endpoint too', async () => {
      const res = await request(t.http).post(TOKEN).type('json').send(DEEP_BODY);
      expectError(res, 400, 'BODY_TOO_DEEP');
    });

    it('refuses a repeated field with 400 DUPLICATE_KEY, naming it', async () => {
      const text = JSON.stringify(calculation()).replace(
        '"employeeCount":12',
        '"employeeCount":12,"employeeCount":5000',
      );
      const res = await calculate(text);
      expectError(res, 400, 'DUPLICATE_KEY');
      expect(res.body.issues).toEqual([
        { path: ['applicantProfile', 'employeeCount'], message: 'Feld ist mehrfach angegeben.' },
      ]);
    });

    it('refuses an array of more than 1000 items with 400 BODY_TOO_COMPLEX', async () => {
      const res = await request(t.http)
        .post('/api/v1/matches')
        .set(t.headers)
        .send({ profile: profile(), categories: Array(1001).fill('zuschuss') });
      expectError(res, 400, 'BODY_TOO_COMPLEX');
      expect(res.body.issues).toEqual([
        { path: ['categories'], message: 'Höchstens 1000 Einträge je Array.' },
      ]);
    });
  });

  describe('clean strings', () => {
    // JSON.stringify writes both as \u escapes (\u0000, \ud800): what a client's serializer sends.
    it.each([
      ['a NUL', calculation({ programId: 'bafa\u0000' }), ['programId']],
      [
        'a lone surrogate',
        calculation({ applicantProfile: profile({ industryCode: '62.01\ud800' }) }),
        ['applicantProfile', 'industryCode'],
      ],
    ])('refuses %s in a body with 400 INVALID_STRING, naming the field', async (_, payload, path) => {
      const res = await calculate(JSON.stringify(payload));
      expectError(res, 400, 'INVALID_STRING');
      expect(res.body.issues).toEqual([{ path, message: expect.stringContaining('NUL') }]);
    });

    it.each([
      ['a path id', `/api/v1/programs/${PROGRAM_ID}%00`, ['id']],
      ['a query value', '/api/v1/programs?region=S%00N', ['region']],
      ['a query name', '/api/v1/programs?re%00gion=SN', []],
      ['a webhook id', `${WEBHOOKS}/${UNKNOWN_UUID}%00`, ['id']],
    ])('refuses a NUL in %s with 400 INVALID_STRING before anything reads it', async (_, url, path) => {
      const res = await request(t.http).get(url).set(t.headers);
      expectError(res, 400, 'INVALID_STRING', url);
      expect(res.body.issues).toEqual([{ path, message: expect.any(String) }]);
    });

    // Over HTTP/1.1 Node refuses a NUL in a header first (below); an in-process caller still reaches the hook.
    it.each([
      ['a NUL', 'x-tenant-id', 'a\u0000b'],
      ['a lone surrogate', 'x-request-id', 'a\ud800'],
    ])('refuses %s in a header with 400 INVALID_STRING, naming the header', async (_, name, value) => {
      const res = await t.app
        .getHttpAdapter()
        .getInstance()
        .inject({ method: 'GET', url: '/api/v1/programs', headers: { ...t.headers, [name]: value } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: ERROR_CODES.INVALID_STRING.message,
        code: 'INVALID_STRING',
        issues: [{ path: [name], message: expect.any(String) }],
      });
    });

    // Node's HTTP parser refuses these before Fastify has a request; the answer still carries our body.
    it.each([
      ['a NUL in a header', 'X-Tenant-Id: a\u0000b\r\n', 400, 'BAD_REQUEST'],
      ['headers over 16 kB', `X-Pad: ${'x'.repeat(20_000)}\r\n`, 431, 'HEADERS_TOO_LARGE'],
    ] as const)('answers %s with %i and our body', async (_, header, status, code) => {
      const server = t.http.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      try {
        const { port } = server.address() as AddressInfo;
        const raw = await new Promise<string>((resolve) => {
          const socket = connect(port, '127.0.0.1', () =>
            socket.write(`GET /api/v1/programs HTTP/1.1\r\nHost: x\r\n${header}\r\n`),
          );
          let data = '';
          socket.on('data', (chunk) => (data += chunk.toString('utf8')));
          socket.on('close', () => resolve(data));
          socket.on('error', () => undefined); // a reset while we still write: what was answered counts
        });
        expect(raw).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
        expect(raw.slice(raw.indexOf('\r\n\r\n') + 4)).toBe(
          JSON.stringify({ error: ERROR_CODES[code].message, code }),
        );
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    });

    it.each([
      ['a form body', 'form', 'grant_type=client_credentials&client_id=a%00b&client_secret=s', ['client_id']],
      [
        'a JSON body',
        'json',
        '{"grant_type":"client_credentials","client_id":"a\\udc00","client_secret":"s"}',
        ['client_id'],
      ],
    ])('refuses unclean strings in %s of the token endpoint with 400', async (_, type, payload, path) => {
      const res = await request(t.http).post(TOKEN).type(type).send(payload);
      expectError(res, 400, 'INVALID_STRING');
      expect(res.body.issues).toEqual([{ path, message: expect.any(String) }]);
    });

    it('refuses a form field sent twice with 400 DUPLICATE_KEY', async () => {
      const res = await request(t.http)
        .post(TOKEN)
        .type('form')
        .send('grant_type=client_credentials&scope=a&scope=b');
      expectError(res, 400, 'DUPLICATE_KEY');
      expect(res.body.issues).toEqual([{ path: ['scope'], message: 'Feld ist mehrfach angegeben.' }]);
    });

    it.each([
      ['malformed percent-encoding', `Basic ${Buffer.from('%E0%A4%A:secret').toString('base64')}`],
      ['a NUL', `Basic ${Buffer.from('fm_client_x%00:secret').toString('base64')}`],
      ['a lone surrogate', `Basic ${Buffer.from('id:%ED%A0%80').toString('base64')}`],
      ['no colon', `Basic ${Buffer.from('just-an-id').toString('base64')}`],
      ['no base64', 'Basic !!!'],
    ])('answers a Basic credential with %s with 401 INVALID_CLIENT, never 500', async (_, authorization) => {
      const res = await request(t.http)
        .post(TOKEN)
        .set('authorization', authorization)
        .type('form')
        .send({ grant_type: 'client_credentials' });
      expectError(res, 401, 'INVALID_CLIENT');
      expect(res.headers['www-authenticate']).toMatch(/^Basic/);
    });
  });

  describe('ids', () => {
    it.each([
      ['GET', `${WEBHOOKS}/not-a-uuid`],
      ['PATCH', `${WEBHOOKS}/not-a-uuid`],
      ['DELETE', `${WEBHOOKS}/not-a-uuid`],
      ['POST', `${WEBHOOKS}/not-a-uuid/rotate-secret`],
      ['POST', `${WEBHOOKS}/deliveries/not-a-uuid/redeliver`],
      ['DELETE', '/api/v2/developer/oauth-clients/------------------------------------'],
      ['GET', '/api/v1/calculations/not-a-uuid'],
    ])('refuses %s %s with 400 INVALID_ID before any query', async (method, url) => {
      const call = request(t.http)[method.toLowerCase() as 'get'](url).set(t.headers);
      const res = method === 'PATCH' ? await call.send({ description: 'x' }) : await call;
      expectError(res, 400, 'INVALID_ID', url);
      expect(res.body.issues).toEqual([{ path: ['id'], message: 'Muss eine UUID sein.' }]);
    });

    it('answers a well-formed unknown id with 404', async () => {
      const res = await request(t.http).get(`${WEBHOOKS}/${UNKNOWN_UUID}`).set(t.headers);
      expectError(res, 404, 'WEBHOOK_ENDPOINT_NOT_FOUND');
      await request(t.http)
        .delete(`/api/v2/developer/oauth-clients/${UNKNOWN_UUID}`)
        .set(t.headers)
        .expect(404);
    });

    it('refuses a non-UUID endpointId in the test webhook body and the delivery log query', async () => {
      const test = await request(t.http).post(`${WEBHOOKS}/test`).set(t.headers).send({ endpointId: 'x' });
      expectError(test, 400, 'VALIDATION_FAILED');
      expect(test.body.issues).toEqual([{ path: ['endpointId'], message: 'Muss eine UUID sein.' }]);
      const log = await request(t.http).get(`${WEBHOOKS}/deliveries?endpointId=x`).set(t.headers);
      expectError(log, 400, 'VALIDATION_FAILED');
    });
  });

  describe('numbers', () => {
    it.each([
      [
        'a budget beyond a trillion',
        { projectBudgetEur: 1e16 },
        ['projectBudgetEur'],
        'Darf höchstens 1000000000000 sein.',
      ],
      [
        'a budget in tenths of a cent',
        { projectBudgetEur: 0.001 },
        ['projectBudgetEur'],
        expect.stringContaining('zwei Nachkommastellen'),
      ],
      [
        'a revenue beyond a trillion',
        { applicantProfile: profile({ revenueEur: 1e16 }) },
        ['applicantProfile', 'revenueEur'],
        expect.any(String),
      ],
      [
        'a revenue with three decimals',
        { applicantProfile: profile({ revenueEur: 1_500_000.125 }) },
        ['applicantProfile', 'revenueEur'],
        expect.any(String),
      ],
      [
        'a de-minimis sum with three decimals',
        { applicantProfile: profile({ deminimisUsedEur: 0.005 }) },
        ['applicantProfile', 'deminimisUsedEur'],
        expect.any(String),
      ],
      [
        'a billion employees',
        { applicantProfile: profile({ employeeCount: 1e9 }) },
        ['applicantProfile', 'employeeCount'],
        expect.any(String),
      ],
    ])('refuses %s with 400', async (_, overrides, path, message) => {
      const res = await calculate(calculation(overrides));
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(res.body.issues).toEqual([{ path, message }]);
    });

    it('accepts the largest budget, in cents, and stores it', async () => {
      const res = await calculate(calculation({ projectBudgetEur: 999_999_999_999.99 })).expect(200);
      const stored = await request(t.http)
        .get(`/api/v1/calculations/${res.body.calculationId}`)
        .set(t.headers)
        .expect(200);
      expect(stored.body.projectBudgetEur).toBe(999_999_999_999.99);
      await calculate(calculation({ projectBudgetEur: 1e12 })).expect(200);
      await calculate(calculation({ projectBudgetEur: 3500.5 })).expect(200);
    });

    it('applies the same bounds to the introductory contract', async () => {
      const res = await request(t.http).post('/api/v1/kalkulation').set(t.headers).send({
        programId: PROGRAM_ID,
        investitionssumme: 0.001,
        mitarbeiterzahl: 12,
        branche: '62.01',
      });
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(res.body.issues).toEqual([{ path: ['investitionssumme'], message: expect.any(String) }]);
    });
  });

  describe('framework errors answer through the same filter', () => {
    it('answers a URL it cannot decode with 400 INVALID_URL', async () => {
      const url = '/api/v1/programs/%E0%A4%A';
      expectError(await request(t.http).get(url).set(t.headers), 400, 'INVALID_URL', '%E0%A4%A');
    });

    it('answers a path parameter over 100 characters with 414, one of 100 with 404', async () => {
      const long = 'x'.repeat(101);
      expectError(
        await request(t.http).get(`/api/v1/programs/${long}`).set(t.headers),
        414,
        'PARAMETER_TOO_LONG',
        long,
      );
      const res = await request(t.http)
        .get(`/api/v1/programs/${'x'.repeat(100)}`)
        .set(t.headers);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('PROGRAM_NOT_FOUND');
    });

    it('answers an unknown route with 404 ROUTE_NOT_FOUND without echoing it', async () => {
      expectError(
        await request(t.http).get('/api/v1/secret-path-name'),
        404,
        'ROUTE_NOT_FOUND',
        'secret-path-name',
      );
    });

    it('answers another content type with 415 and an oversized body with 413', async () => {
      const text = await request(t.http)
        .post('/api/v1/calculations')
        .set(t.headers)
        .type('text')
        .send('hello');
      expectError(text, 415, 'UNSUPPORTED_MEDIA_TYPE');
      const big = await calculate(JSON.stringify({ pad: 'x'.repeat(200_000) }));
      expectError(big, 413, 'PAYLOAD_TOO_LARGE');
    });
  });
});
