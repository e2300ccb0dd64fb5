import fc from 'fast-check';
import { isCleanString } from '../validation/clean-string';
import { JSON_BODY_LIMITS } from './json-body-limits';
import { scanJsonBody } from './scan-json-body';

const nested = (depth: number, open = '[', close = ']') => open.repeat(depth) + close.repeat(depth);
const objects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const fields = (n: number) =>
  JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}`, i])));
const items = (n: number) => JSON.stringify(Array.from({ length: n }, (_, i) => i));
const NO_LIMITS = { maxDepth: Infinity, maxKeys: Infinity, maxItems: Infinity };

describe('scanJsonBody', () => {
  it.each([
    [
      'a calculation request',
      '{"programId":"p","projectBudgetEur":3500,"applicantProfile":{"employeeCount":12}}',
    ],
    ['the deepest allowed nesting (32)', nested(32)],
    ['32 nested objects', objects(31)],
    ['the most fields allowed (256)', fields(256)],
    ['the most items allowed (1000)', items(1000)],
    ['the same field name in sibling objects', '[{"a":1},{"a":2}]'],
    ['brackets and quotes inside strings', '{"a":"[[[{{{\\"]]]","b":"\\\\"}'],
    ['a surrogate pair, escaped and raw', '{"a":"\\ud83d\\ude00 😀","😀":1}'],
    ['escaped high and raw low half of a pair', `{"a":"\\ud83d${'😀'[1]}"}`],
    ['raw high and escaped low half of a pair', `{"a":"${'😀'[0]}\\ude00"}`],
    ['empty containers', '{"a":[],"b":{},"c":[[],{}]}'],
    ['scalars at the top', '"text"'],
  ])('accepts %s', (_, text) => {
    expect(scanJsonBody(text)).toBeNull();
  });

  it.each([
    ['arrays nested 33 deep', nested(33), 'BODY_TOO_DEEP', Array(32).fill(0)],
    ['objects nested 33 deep', objects(33), 'BODY_TOO_DEEP', Array(32).fill('a')],
    ['an object with 257 fields', `{"x":${fields(257)}}`, 'BODY_TOO_COMPLEX', ['x']],
    ['an array with 1001 items', `{"x":[1,${items(1001)}]}`, 'BODY_TOO_COMPLEX', ['x', 1]],
    ['a repeated field', '{"a":1,"b":2,"a":3}', 'DUPLICATE_KEY', ['a']],
    ['a field repeated through an escape', '{"a":1,"\\u0061":2}', 'DUPLICATE_KEY', ['a']],
    ['a repeated field deep inside', '{"x":[{"a":1},{"a":1,"a":2}]}', 'DUPLICATE_KEY', ['x', 1, 'a']],
    ['an escaped NUL', '{"a":{"b":"x\\u0000"}}', 'INVALID_STRING', ['a', 'b']],
    ['a raw NUL', '{"a":"x\u0000"}', 'INVALID_STRING', ['a']],
    ['an escaped lone high surrogate', '{"a":["ok","\\ud800"]}', 'INVALID_STRING', ['a', 1]],
    ['an escaped lone low surrogate', '{"a":"\\udc00x"}', 'INVALID_STRING', ['a']],
    ['two high surrogates', '{"a":"\\ud83d\\ud83d"}', 'INVALID_STRING', ['a']],
    ['a high surrogate before an escape', '{"a":"\\ud83d\\n"}', 'INVALID_STRING', ['a']],
    ['a high surrogate before text', '{"a":"\\ud83dx"}', 'INVALID_STRING', ['a']],
    ['a high surrogate at the end', '{"a":"x\\ud83d"}', 'INVALID_STRING', ['a']],
    ['a raw lone surrogate', '{"a":"x\ud800"}', 'INVALID_STRING', ['a']],
    ['a NUL in a field name', '{"ok":{"a\\u0000":1}}', 'INVALID_STRING', ['ok']],
    ['a NUL in a top-level string', '"\\u0000"', 'INVALID_STRING', []],
  ])('refuses %s', (_, text, code, path) => {
    expect(scanJsonBody(text)).toEqual({ code, issue: { path, message: expect.any(String) } });
  });

  it('counts the items of each array on its own', () => {
    const limits = { ...JSON_BODY_LIMITS, maxItems: 2 };
    expect(scanJsonBody('[[1,2],[3,[4,5]]]', limits)).toBeNull();
    expect(scanJsonBody('[[1,2],[3,4,5]]', limits)).toMatchObject({
      code: 'BODY_TOO_COMPLEX',
      issue: { path: [1] },
    });
  });

  it('says in German what the limit is', () => {
    expect(scanJsonBody(nested(40))?.issue.message).toBe('Höchstens 32 Ebenen Verschachtelung.');
    expect(scanJsonBody(fields(300))?.issue.message).toBe('Höchstens 256 Felder je Objekt.');
    expect(scanJsonBody(items(2000))?.issue.message).toBe('Höchstens 1000 Einträge je Array.');
  });

  it.each([
    ['an unterminated string', '{"a":"x'],
    ['a malformed \\u escape', '{"a":"\\u12G4"}'],
    ['a malformed escape in a field name', '{"\\x":1}'],
  ])('leaves %s to JSON.parse', (_, text) => {
    expect(scanJsonBody(text)).toBeNull();
  });

  // Iterative, not recursive: a million levels neither overflow the stack nor need a limit to stop early.
  it('walks a million levels without recursion', () => {
    expect(() => scanJsonBody(nested(1_000_000), NO_LIMITS)).not.toThrow();
    expect(scanJsonBody(objects(1_000_000), NO_LIMITS)).toBeNull();
  });

  it('refuses a 100 kB body nested 50,000 levels deep at the 33rd level', () => {
    const deep = nested(50_000);
    expect(deep.length).toBe(100_000);
    expect(scanJsonBody(deep)).toMatchObject({ code: 'BODY_TOO_DEEP', issue: { path: Array(32).fill(0) } });
  });
});

/** What the scan should say about a serialized value, computed on the value itself (recursively: small depth). */
function expected(value: unknown, depth = 0): { deepest: number; clean: boolean } {
  if (typeof value === 'string') return { deepest: depth, clean: isCleanString(value) };
  if (typeof value !== 'object' || value === null) return { deepest: depth, clean: true };
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((v): [string, unknown] => ['', v])
    : Object.entries(value);
  let deepest = depth + 1;
  let clean = true;
  for (const [key, inner] of entries) {
    const found = expected(inner, depth + 1);
    deepest = Math.max(deepest, found.deepest);
    clean = clean && found.clean && isCleanString(key);
  }
  return { deepest, clean };
}

describe('scanJsonBody against JSON.stringify of arbitrary values', () => {
  // Strings of any UTF-16 code units, often the interesting ones (NUL, halves of a pair, quote, backslash).
  const codeUnit = fc.oneof(
    fc.constantFrom('\u0000', '\ud83d', '\ude00', '"', '\\', 'a'),
    fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)),
  );
  const values = fc.jsonValue({ maxDepth: 6, stringUnit: codeUnit });

  it('refuses exactly the unclean strings and the nesting beyond the limit', () => {
    const limits = { ...JSON_BODY_LIMITS, maxDepth: 4 };
    fc.assert(
      fc.property(values, fc.boolean(), (value, indent) => {
        const text = JSON.stringify(value, null, indent ? 2 : undefined);
        const { deepest, clean } = expected(value);
        const refusal = scanJsonBody(text, limits);
        if (!clean) expect(refusal?.code ?? null).toMatch(/INVALID_STRING|BODY_TOO_DEEP/);
        else if (deepest > limits.maxDepth) expect(refusal?.code).toBe('BODY_TOO_DEEP');
        else expect(refusal).toBeNull();
      }),
      { numRuns: 2000 },
    );
  });
});
