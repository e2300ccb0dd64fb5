import fc from 'fast-check';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { isGerman } from '../fuzz/response-checks';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Every bad body of a DSGVO or compliance route is a German 400 ValidationErrorResponse with
 * `issues`, never a 500, and it changes nothing. Named shapes first (the ones that answered 500), then
 * generated bodies for every such route (BAD_BODY_RUNS per route, seed BAD_BODY_SEED).
 */
const RUNS = Number(process.env.BAD_BODY_RUNS ?? 60);
const SEED = Number(process.env.BAD_BODY_SEED ?? 2828);

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function send(
  app: NestFastifyApplication,
  method: string,
  url: string,
  headers: object,
  body: unknown,
) {
  const res = await app
    .getHttpAdapter()
    .getInstance()
    .inject({
      method: method as 'POST',
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  return { status: res.statusCode, body: res.json() } as Answer;
}

/** What is wrong with a refusal: not 400, not the documented shape, not German. */
function refusalProblems(answer: Answer): string[] {
  const problems: string[] = [];
  if (answer.status !== 400) problems.push(`status ${answer.status}`);
  const { error, code, issues } = answer.body;
  if (typeof error !== 'string' || !isGerman(error)) problems.push(`error ${JSON.stringify(error)}`);
  // Refused before any route (platform rules, documented): a `__proto__` key, a NUL or lone surrogate.
  if (code === 'INVALID_JSON' || code === 'INVALID_STRING') return problems;
  if (code !== 'VALIDATION_FAILED') problems.push(`code ${String(code)}`);
  if (!Array.isArray(issues) || issues.length === 0) problems.push('no issues');
  for (const issue of (issues ?? []) as { path: unknown; message: unknown }[]) {
    if (!Array.isArray(issue.path)) problems.push('issue without path');
    if (typeof issue.message !== 'string' || !isGerman(issue.message))
      problems.push(`issue message ${JSON.stringify(issue.message)}`);
  }
  return problems;
}

const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(null, '', 0, -1, true, [], {}, [null], [{}], 'x'.repeat(5001), '\u0000', '😀'),
);

/** Bodies around a valid one: fields left out, of another type, nested in arrays, extra fields, or wild. */
function bodiesAround(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  const nestedKeys = keys.flatMap((k) => {
    const v = valid[k];
    return typeof v === 'object' && v !== null && !Array.isArray(v)
      ? Object.keys(v).map((n): [string, string] => [k, n])
      : [];
  });
  const mutated = fc
    .record({
      drop: fc.subarray(keys),
      replace: fc.dictionary(fc.constantFrom(...keys, 'extra', '__proto__'), anyJson, { maxKeys: 2 }),
      nested: nestedKeys.length
        ? fc.option(fc.tuple(fc.constantFrom(...nestedKeys), fc.option(anyJson, { nil: undefined })))
        : fc.constant(null),
      wrapInArray: fc.boolean(),
    })
    .map(({ drop, replace, nested, wrapInArray }) => {
      const body: Record<string, unknown> = JSON.parse(JSON.stringify(valid));
      for (const k of drop) delete body[k];
      for (const [k, v] of Object.entries(replace))
        Object.defineProperty(body, k, { value: v, enumerable: true, writable: true, configurable: true });
      if (nested) {
        const [[outer, inner], value] = nested;
        const child = { ...(valid[outer] as Record<string, unknown>) };
        if (value === undefined) delete child[inner];
        else child[inner] = value;
        body[outer] = wrapInArray ? [child] : child;
      }
      return body;
    });
  return fc.oneof({ weight: 4, arbitrary: mutated }, { weight: 1, arbitrary: anyJson });
}

describe('DSGVO and compliance bodies: bad input is a German 400, never a 500', () => {
  let t: TestApp;
  let requestId: string;
  let dpiaId: string;
  const count = async () =>
    Number(
      (
        await t.app
          .get(DataSource)
          .query(
            `SELECT (SELECT count(*) FROM dsgvo_requests) + (SELECT count(*) FROM dpia_assessments) + (SELECT count(*) FROM gobd_exports) AS n`,
          )
      )[0].n,
    );

  beforeAll(async () => {
    t = await createTestApp();
    const erase = await send(t.app, 'POST', '/api/v2/dsgvo/erase', t.headers, {
      subject: { identifier: 'actor_id', value: 'someone' },
    });
    requestId = erase.body.id as string;
    const dpia = await send(t.app, 'POST', '/api/v2/compliance/dpia', t.headers, {
      title: 'Scoring',
      description: 'Beschreibung',
    });
    dpiaId = dpia.body.id as string;
  });
  afterAll(async () => {
    await t?.close();
  });

  const ERASE_SHAPES: [string, unknown][] = [
    ['empty', {}],
    ['only a reason', { reason: 'x' }],
    ['subject an empty list', { subject: [] }],
    ['subject a list of a valid subject', { subject: [{ identifier: 'actor_id', value: 'x' }] }],
    ['subject a string', { subject: 'actor_id' }],
    ['subject null', { subject: null }],
    ['subject empty', { subject: {} }],
    ['unknown identifier type', { subject: { identifier: 'phone', value: '0341' } }],
    ['value a number', { subject: { identifier: 'actor_id', value: 5 } }],
    ['value over 500 characters', { subject: { identifier: 'actor_id', value: 'a'.repeat(501) } }],
    [
      'reason over 1000 characters',
      { subject: { identifier: 'actor_id', value: 'x' }, reason: 'r'.repeat(1001) },
    ],
    ['reason a list', { subject: { identifier: 'actor_id', value: 'x' }, reason: ['r'] }],
  ];

  it.each(ERASE_SHAPES)('POST /api/v2/dsgvo/erase refuses %s with a German 400', async (_name, body) => {
    const before = await count();
    const answer = await send(t.app, 'POST', '/api/v2/dsgvo/erase', t.headers, body);
    expect({ body, problems: refusalProblems(answer) }).toEqual({ body, problems: [] });
    expect(await count()).toBe(before);
  });

  const ROUTES = (): [string, string, Record<string, unknown>][] => [
    ['POST', '/api/v2/dsgvo/erase', { subject: { identifier: 'actor_id', value: 'k1' }, reason: 'Widerruf' }],
    ['POST', '/api/v2/dsgvo/portability', { subject: { identifier: 'external_id', value: 'crm-1' } }],
    ['POST', `/api/v2/dsgvo/requests/${requestId}/extend`, { reason: 'Umfang' }],
    [
      'POST',
      '/api/v2/compliance/dpia',
      {
        title: 'T',
        description: 'D',
        purposes: ['p'],
        criteria: ['evaluation_scoring'],
        risks: [{ threat: 't', likelihood: 'low', severity: 'high' }],
        necessity: 'n',
      },
    ],
    ['PATCH', `/api/v2/compliance/dpia/${dpiaId}`, { title: 'T2', status: 'draft', necessity: 'n' }],
  ];

  it('answers generated bodies for every DSGVO and compliance route with 2xx/404/409 or a German 400', async () => {
    const seen = new Map<string, Set<number>>();
    for (const [method, url, valid] of ROUTES()) {
      const statuses = new Set<number>();
      seen.set(`${method} ${url}`, statuses);
      await fc.assert(
        fc.asyncProperty(bodiesAround(valid), async (body) => {
          const before = await count();
          const answer = await send(t.app, method, url, t.headers, body);
          statuses.add(answer.status);
          if (answer.status === 400) {
            expect({ body, problems: refusalProblems(answer) }).toEqual({ body, problems: [] });
            expect(await count()).toBe(before);
          } else {
            expect({ body, accepted: [200, 201, 202, 409].includes(answer.status) }).toEqual({
              body,
              accepted: true,
            });
          }
        }),
        { numRuns: RUNS, seed: SEED },
      );
    }
    // Both sides are reached on every route.
    for (const [route, statuses] of seen)
      expect({ route, refused: statuses.has(400) }).toEqual({ route, refused: true });
  });
});
