import { canonicalJson, requestFingerprint } from './request-fingerprint';

describe('canonicalJson', () => {
  it('sorts object keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}',
    );
  });

  it.each<[string, unknown, unknown]>([
    ['key order', { a: 1, b: { c: 2, d: 3 } }, { b: { d: 3, c: 2 }, a: 1 }],
    ['whitespace of the wire text', JSON.parse('{ "a" : [ 1 , 2 ] }'), JSON.parse('{"a":[1,2]}')],
    ['a number written differently', JSON.parse('{"a":1.0}'), JSON.parse('{"a":1}')],
    ['no body and a JSON null', undefined, null],
  ])('treats bodies that differ only in %s as equal', (_, one, other) => {
    expect(canonicalJson(one)).toBe(canonicalJson(other));
  });

  it.each<[string, unknown, unknown]>([
    ['array order', { a: [1, 2] }, { a: [2, 1] }],
    ['a value type', { a: 1 }, { a: '1' }],
    ['an extra field', { a: 1 }, { a: 1, b: null }],
    ['nesting', { a: { b: 1 } }, { 'a.b': 1 }],
  ])('tells bodies apart that differ in %s', (_, one, other) => {
    expect(canonicalJson(one)).not.toBe(canonicalJson(other));
  });
});

describe('requestFingerprint', () => {
  const body = { programId: 'x', projectBudgetEur: 3500 };
  const fingerprint = requestFingerprint('POST', '/api/v1/calculations', body);

  it('is a SHA-256 hex digest, independent of key order and method case', () => {
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(
      requestFingerprint('post', '/api/v1/calculations', { projectBudgetEur: 3500, programId: 'x' }),
    ).toBe(fingerprint);
  });

  it('changes with the path (a path parameter), the query and the body', () => {
    expect(requestFingerprint('POST', '/api/v1/kalkulation', body)).not.toBe(fingerprint);
    expect(requestFingerprint('POST', '/api/v1/calculations?x=1', body)).not.toBe(fingerprint);
    expect(requestFingerprint('POST', '/api/v1/calculations', { ...body, projectBudgetEur: 3501 })).not.toBe(
      fingerprint,
    );
  });
});
