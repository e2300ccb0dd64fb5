import { RequestValidationError } from '../errors/request-validation.error';
import { idempotencyKeyOf, isStoredStatus } from './idempotency-key';

describe('idempotencyKeyOf', () => {
  it.each(['a', 'k'.repeat(255), '550e8400-e29b-41d4-a716-446655440000', 'order 42: "retry" ~!'])(
    'accepts %j',
    (key) => expect(idempotencyKeyOf({ 'idempotency-key': key })).toBe(key),
  );

  it('is undefined without the header: the request runs as always', () => {
    expect(idempotencyKeyOf({})).toBeUndefined();
  });

  it.each<[string | string[]]>([
    [''],
    ['k'.repeat(256)],
    ['schlüssel'],
    ['a\tb'],
    ['a\u0000b'],
    [['a', 'b']],
  ])('refuses %j with a German issue on the header', (key) => {
    const refuse = () => idempotencyKeyOf({ 'idempotency-key': key });
    expect(refuse).toThrow(RequestValidationError);
    try {
      refuse();
    } catch (err) {
      expect((err as RequestValidationError).issues).toEqual([
        { path: ['Idempotency-Key'], message: expect.stringContaining('druckbaren ASCII-Zeichen') },
      ]);
    }
  });
});

describe('isStoredStatus', () => {
  it.each([200, 201, 202, 204, 400, 403, 404, 422])('stores %i', (status) =>
    expect(isStoredStatus(status)).toBe(true),
  );
  it.each([301, 409, 429, 500, 503])('does not store %i', (status) =>
    expect(isStoredStatus(status)).toBe(false),
  );
});
