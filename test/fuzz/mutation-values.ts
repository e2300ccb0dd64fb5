import type { Schema } from './openapi-operations';
import { RawJson } from './request-parts';
import { typeOf } from './schema-arbitrary';

const jsonTypeOf = (v: unknown): string =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v;

/** Values of any JSON type but the one the schema asks for (an integer is a number too). */
export function wrongTypeValues(schema: Schema): unknown[] {
  const pool: unknown[] = [
    null,
    true,
    false,
    0,
    -1,
    1.5,
    '',
    'abc',
    '1',
    'true',
    [],
    [1],
    ['a'],
    {},
    { a: 1 },
  ];
  const type = typeOf(schema);
  const fits = (v: unknown) => {
    const t = jsonTypeOf(v);
    return t === type || (type === 'number' && t === 'integer');
  };
  return pool.filter((v) => !fits(v));
}

function numberBoundaries(s: Schema, integer: boolean): unknown[] {
  const bounds = [s.minimum, s.maximum, s.exclusiveMinimum, s.exclusiveMaximum].filter(
    (b): b is number => typeof b === 'number',
  );
  const around = bounds.flatMap((b) => [b, b - 1, b + 1, ...(integer ? [b + 0.5] : [b - 1e-9, b + 1e-9])]);
  return [
    ...around,
    0,
    -0,
    -1,
    2 ** 31,
    2 ** 53,
    2 ** 53 + 2,
    -(2 ** 53),
    1e308,
    -1e308,
    5e-324,
    new RawJson('1e400'),
    new RawJson('-1e400'),
    new RawJson('1E+2'),
    new RawJson('0.0000000000000000000000001'),
    new RawJson('123456789012345678901234567890'),
    // What query strings and forms make of numbers.
    '1e2',
    '0x10',
    ' 1',
    '1 ',
    '+1',
    '01',
    '1.0',
    'NaN',
    'Infinity',
    '-Infinity',
  ];
}

const UUID = '3f2c1a6e-8b4d-4c2a-9e1f-7a6b5c4d3e2f';

function stringBoundaries(s: Schema): unknown[] {
  const lengths = [s.minLength, s.maxLength].filter((n): n is number => typeof n === 'number');
  const around = lengths.flatMap((n) => [n - 1, n, n + 1]).filter((n) => n >= 0);
  const values: unknown[] = around.flatMap((n) => [
    'a'.repeat(n),
    'ä'.repeat(n), // two bytes per character: a limit in bytes and one in characters differ
    '😀'.repeat(Math.ceil(n / 2)), // a surrogate pair: code units and code points differ
  ]);
  values.push('', ' ', '\t', 'null', 'undefined', '0', '-1', '<script>', "'; DROP TABLE programs; --");
  for (const e of s.enum ?? []) {
    if (typeof e !== 'string') continue;
    values.push(e, e.toUpperCase(), ` ${e}`, `${e} `, `${e}x`, e.slice(0, -1), `${e},${e}`);
  }
  if (s.format === 'uuid') {
    values.push(UUID, UUID.toUpperCase(), UUID.replace(/-/g, ''), `${UUID}0`, `{${UUID}}`);
    values.push('00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff');
  }
  if (s.format === 'date' || s.format === 'date-time') {
    values.push('2024-02-29', '2023-02-29', '2024-13-01', '0000-00-00', '9999-12-31', '1970-01-01T00:00:00Z');
  }
  return values;
}

/** Each limit of the schema, one past it and the values at the edges of the JSON and JavaScript number lines. */
export function boundaryValues(schema: Schema): unknown[] {
  switch (typeOf(schema)) {
    case 'integer':
      return numberBoundaries(schema, true);
    case 'number':
      return numberBoundaries(schema, false);
    case 'string':
      return stringBoundaries(schema);
    case 'array': {
      const item = schema.items?.enum?.[0] ?? 'a';
      const sizes = [schema.minItems, schema.maxItems].filter((n): n is number => typeof n === 'number');
      const around = sizes.flatMap((n) => [n - 1, n, n + 1]).filter((n) => n >= 0);
      return [[], [item, item], [null], [[item]], ...around.map((n) => Array(n).fill(item))];
    }
    case 'object':
      return [{}, { '': 1 }, { constructor: {} }, { __proto__x: 1 }];
    default:
      return [...numberBoundaries(schema, false), ...stringBoundaries(schema)];
  }
}

/** Depth 10,000 as text: no client library builds it, a parser or a recursive validator must survive it. */
export const deepArray = (depth: number) => new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`);
export const deepObject = (depth: number) => new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

/** Big values that still fit the 100 kB body limit (they reach the validators) and some that do not. */
export function hugeValues(): unknown[] {
  return [
    'x'.repeat(50_000),
    'ä'.repeat(30_000),
    '9'.repeat(5_000),
    new RawJson('9'.repeat(5_000)),
    new RawJson(`0.${'0'.repeat(5_000)}1`),
    Array.from({ length: 10_000 }, (_, i) => i),
    Array(5_000).fill('calculation.created'),
    Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`k${i}`, i])),
    deepArray(10_000),
    deepObject(10_000),
    deepArray(1_000),
    'y'.repeat(120_000),
  ];
}

/** NUL, lone and reversed surrogates and other code points that break naive string handling downstream. */
export function nulAndSurrogateValues(schema: Schema): unknown[] {
  const base =
    [...(schema.enum ?? []), ...(schema.examples ?? [])].find((v) => typeof v === 'string') ?? 'ab';
  const base2 = String(base);
  const inserts = [
    '\u0000',
    '\ud800',
    '\udfff',
    '\udc00\ud800',
    '\ud83d\ude00',
    '\uffff',
    '\ufeff',
    '\u202e',
    '\u001b[0m',
  ];
  return [
    ...inserts.map((c) => `${base2}${c}`),
    ...inserts.map((c) => `${base2.slice(0, 1)}${c}${base2.slice(1)}`),
    '\u0000',
    '\ud800',
    '\u0000'.repeat(64),
    new RawJson(`"${base2}\u0000"`), // a raw control character inside a JSON string: invalid JSON
    new RawJson('"\\u0000"'),
    new RawJson('"\\ud800\\udbff"'),
    new RawJson('"\\uDFFF"'),
  ];
}
