import { ERROR_CODES } from '../../apps/api/src/platform/errors/error-codes';
import { percentEncode, type FuzzRequest } from './fuzz-request';
import { wireBytes } from './raw-http';
import { isGerman, responseProblems } from './response-checks';
import { changes } from './row-counts';

/** The fuzz suite's own checks must be able to fail, and must not fail on the app's real messages. */
describe('fuzz checks', () => {
  const request: FuzzRequest = {
    transport: 'inject',
    method: 'GET',
    url: '/api/v1/programs/abc',
    headers: {},
    note: '',
  };
  const json = (status: number, body: unknown) => ({
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body),
  });

  it.each(Object.entries(ERROR_CODES))('takes the message of %s for German', (_code, { message }) => {
    expect(isGerman(message)).toBe(true);
  });

  it.each([
    'Bad Request',
    'Not Found',
    'Route GET:/x not found',
    'Unexpected token } in JSON at position 3',
    'property x should not exist',
    'limit must be an integer number',
    'FST_ERR_CTP_INVALID_MEDIA_TYPE',
    'Internal Server Error',
  ])('takes %j for English', (text) => {
    expect(isGerman(text)).toBe(false);
  });

  it('passes the documented error shape', () => {
    const body = {
      error: 'Die Anfrage ist ungültig.',
      code: 'VALIDATION_FAILED',
      issues: [{ path: ['a', 0], message: 'Muss eine Zahl sein.' }],
    };
    expect(responseProblems(request, json(400, body))).toEqual([]);
  });

  it('flags a 5xx, an English or missing error, a bad code or issue, a path echo and a non-JSON body', () => {
    expect(
      responseProblems(request, json(500, { error: 'Interner Fehler.', code: 'INTERNAL_ERROR' })),
    ).toContain('status 500');
    expect(responseProblems(request, json(404, { error: 'Not Found', code: 'FST_ERR_NOT_FOUND' }))).toEqual([
      'error is not German: "Not Found"',
    ]);
    expect(responseProblems(request, json(400, { message: 'x', code: 'bad-code' }))).toEqual([
      'no string `error`',
      'code is not UPPER_SNAKE: "bad-code"',
    ]);
    expect(
      responseProblems(
        request,
        json(400, { error: 'Fehlt.', code: 'X', issues: [{ path: 'a', message: 1 }] }),
      ),
    ).toEqual(['issue path is not an array of strings and numbers: "a"', 'issue without a string message']);
    expect(
      responseProblems(request, json(404, { error: 'Pfad /api/v1/programs/abc fehlt.', code: 'X' })),
    ).toEqual(['body echoes the request path']);
    expect(
      responseProblems(request, {
        status: 400,
        headers: { 'content-type': 'text/plain' },
        body: 'Bad Request',
      }),
    ).toEqual(['content-type is text/plain', 'body is not JSON']);
  });

  it('reports row counts that changed', () => {
    const before = new Map([
      ['public.a', 1],
      ['public.b', 2],
    ]);
    expect(
      changes(
        before,
        new Map([
          ['public.a', 1],
          ['public.b', 3],
        ]),
      ),
    ).toEqual(['public.b +1']);
    expect(changes(before, before)).toEqual([]);
  });

  it('writes lone surrogates and latin1 characters as the invalid bytes a careless client sends', () => {
    expect(percentEncode('a\ud800 /')).toBe('a%ED%A0%80%20%2F');
    expect(percentEncode('😀')).toBe('%F0%9F%98%80');
    expect([...wireBytes('\u00ff\ud800😀')]).toEqual([0xff, 0xed, 0xa0, 0x80, 0xf0, 0x9f, 0x98, 0x80]);
  });
});
