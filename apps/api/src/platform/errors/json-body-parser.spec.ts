import Fastify, { type FastifyInstance } from 'fastify';
import { toErrorResponse } from './global-exception.filter';
import { registerJsonBodyParser } from './json-body-parser';

/** The parser on a bare Fastify, its errors mapped as the global filter maps them. */
async function parserApp(): Promise<FastifyInstance> {
  const app = Fastify();
  registerJsonBodyParser(app);
  app.setErrorHandler((error, _request, reply) => {
    const { status, body } = toErrorResponse(error);
    void reply.status(status).send(body);
  });
  app.post('/', async (request) => ({ received: request.body }));
  await app.ready();
  return app;
}

describe('registerJsonBodyParser', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await parserApp();
  });
  afterAll(() => app.close());

  const post = (payload: string) =>
    app.inject({ method: 'POST', url: '/', headers: { 'content-type': 'application/json' }, payload });

  it('parses a sound body', async () => {
    const res = await post('{"a":[1,{"b":"ü😀"}]}');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: { a: [1, { b: 'ü😀' }] } });
  });

  it('refuses a 100 kB body nested 50,000 deep with a ValidationErrorResponse', async () => {
    const res = await post('['.repeat(50_000) + ']'.repeat(50_000));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Der Anfragekörper ist zu tief verschachtelt.',
      code: 'BODY_TOO_DEEP',
      issues: [{ path: Array(32).fill(0), message: 'Höchstens 32 Ebenen Verschachtelung.' }],
    });
  });

  it.each([
    ['a repeated field', '{"a":1,"a":2}', 'DUPLICATE_KEY'],
    ['an escaped NUL', '{"a":"\\u0000"}', 'INVALID_STRING'],
    ['a lone surrogate', '{"a":"\\udfff"}', 'INVALID_STRING'],
    ['too many items', `[${Array(1001).fill(0).join(',')}]`, 'BODY_TOO_COMPLEX'],
  ])('refuses %s with its code', async (_, payload, code) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code, issues: [{ path: expect.any(Array) }] });
  });

  // Fastify's protection, kept: these would change Object.prototype in code that merges the body.
  it.each([
    ['__proto__', '{"a":1,"__proto__":{"polluted":true}}'],
    ['constructor.prototype', '{"constructor":{"prototype":{"polluted":true}}}'],
  ])('still refuses %s poisoning as INVALID_JSON', async (_, payload) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Der Anfragekörper ist kein gültiges JSON.', code: 'INVALID_JSON' });
  });

  it('refuses malformed JSON as INVALID_JSON', async () => {
    expect((await post('{"a":')).json().code).toBe('INVALID_JSON');
  });
});
