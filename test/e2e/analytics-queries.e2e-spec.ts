import { randomUUID } from 'node:crypto';
import { FixedClock } from '@libs/shared';
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestTenant } from '../support/test-tenants';

jest.setTimeout(30_000);

/**
 * The hand-computed fixtures of the domain tests (funnel.spec.ts), here stored and read through the
 * database: the same counts on PGlite and, with DATABASE_URL set, on PostgreSQL.
 */
const NOW = new Date('2026-03-25T12:00:00Z');
const t0 = Date.UTC(2026, 2, 2, 9);
const H = 3600_000;
const D = 24 * H;
const S = 'search.performed';
const M = 'match.performed';
const C = 'calculation.created';

type Spec = [
  actor: string,
  name: string,
  at: number,
  props?: Record<string, unknown>,
  utm?: Record<string, string>,
];

const FUNNEL: Spec[] = [
  ['A', S, t0, {}, { source: 'Ads' }],
  ['A', M, t0 + H],
  ['A', C, t0 + 2 * H, {}, { source: 'Mail' }],
  ['B', S, t0, {}, { source: 'ads' }],
  ['B', 'page.viewed', t0 + H / 6],
  ['B', M, t0 + H],
  ['B', C, t0 + 3 * H, {}, { source: 'ads' }],
  ['C', S, t0, {}, { source: 'mail' }],
  ['C', M, t0 + 14 * D],
  ['C', C, t0 + 14 * D + 1000],
  // re-entry: the first search goes nowhere, a second one 20 days later converts (both inside the range)
  ['D', S, t0],
  ['D', S, t0 + 20 * D],
  ['D', M, t0 + 21 * D],
  ['D', C, t0 + 22 * D],
  ['E', M, t0],
  ['E', S, t0 + H],
  ['F', S, t0],
  ['F', M, t0 + H, { programId: 'p2' }],
  ['F', C, t0 + 2 * H],
];

const day = (iso: string) => Date.parse(`${iso}T10:00:00Z`);
const COHORTS: Spec[] = [
  ['u1', 'login.done', day('2026-03-02')],
  ['u1', 'login.done', day('2026-03-10')],
  ['u1', 'login.done', day('2026-03-24')],
  ['u2', 'login.done', day('2026-03-03')],
  ['u2', 'login.done', day('2026-03-17')],
  ['u3', 'login.done', day('2026-03-09')],
  ['u3', 'login.done', day('2026-03-16')],
  ['u4', 'login.done', day('2026-02-20')],
  ['u4', 'login.done', day('2026-03-04')],
];

const toEvent = ([actorId, name, at, props = {}, utm]: Spec) => ({
  id: randomUUID(),
  name,
  actorId,
  occurredAt: new Date(at).toISOString(),
  properties: name === 'page.viewed' || name === 'login.done' ? props : { programId: 'p1', ...props },
  ...(utm && { utm }),
});

describe('Analytics funnel and cohorts over the database', () => {
  let t: TestApp;
  let other: TestTenant;
  beforeAll(async () => {
    t = await createTestApp({ clock: new FixedClock(NOW) });
    other = await t.tenants.create();
    const res = await request(t.http)
      .post('/api/v2/analytics/events')
      .set(t.headers)
      .send({ events: [...FUNNEL, ...COHORTS].map(toEvent) })
      .expect(200);
    expect(res.body.rejected).toEqual([]);
  });
  afterAll(async () => t?.close());

  const funnel = (query: Record<string, string>, headers = t.headers) =>
    request(t.http)
      .get('/api/v2/analytics/funnel')
      .query({
        steps: [S, M, C].join(','),
        from: new Date(t0 - D).toISOString(),
        to: NOW.toISOString(),
        ...query,
      })
      .set(headers);
  const counts = async (query: Record<string, string>) =>
    ((await funnel(query).expect(200)).body.steps as { count: number }[]).map((s) => s.count);

  it('counts ordered, strict and any-order funnels and the window edge', async () => {
    // ordered: A, B, D (its second attempt), F convert; C's match is at the 14-day edge, its calculation beyond
    expect(await counts({})).toEqual([6, 5, 4]);
    // strict: B's page view between search and match ends its attempt
    expect(await counts({ order: 'strict' })).toEqual([6, 4, 3]);
    expect(await counts({ order: 'any' })).toEqual([6, 6, 4]);
    expect(await counts({ window: 'PT2H' })).toEqual([6, 3, 2]);
  });

  it('re-entry: an actor counts on the attempt that gets furthest, in ordered and strict mode', async () => {
    // With D's second search in the range, D converts on it (the first search alone reaches nothing).
    expect(await counts({ to: new Date(t0 + 20 * D + 1).toISOString() })).toEqual([6, 5, 4]);
    expect(await counts({ to: new Date(t0 + 20 * D + 1).toISOString(), order: 'strict' })).toEqual([6, 4, 3]);
    // Without it (range ends at that search, exclusive) only the first attempt counts: D stops at step one.
    expect(await counts({ to: new Date(t0 + 20 * D).toISOString() })).toEqual([6, 4, 3]);
    expect(await counts({ to: new Date(t0 + 20 * D).toISOString(), order: 'strict' })).toEqual([6, 3, 2]);
    // D's converting attempt: match a day after the search, calculation a day after the match.
    // Calculation after match: A 1 h, F 1 h, B 2 h, D 1 day -> median 1.5 h.
    const res = await funnel({}).expect(200);
    expect(res.body.steps[2]).toMatchObject({ count: 4, medianSecondsFromPrevious: 5400 });
  });

  it('holds a property constant and reports medians', async () => {
    expect(await counts({ holdConstant: 'programId' })).toEqual([6, 4, 3]);
    const res = await funnel({}).expect(200);
    expect(res.body.steps[1]).toMatchObject({ count: 5, medianSecondsFromPrevious: 3600 });
    expect(res.body).toMatchObject({ order: 'ordered', window: 'P14D' });
  });

  it('breaks down by a UTM field (lower-cased at ingestion), first or last touch', async () => {
    const first = await funnel({ breakdown: 'utm_source' }).expect(200);
    expect(
      first.body.breakdowns.map((b: { value: string; steps: { count: number }[] }) => [
        b.value,
        b.steps.map((s) => s.count),
      ]),
    ).toEqual([
      [null, [3, 2, 2]],
      ['ads', [2, 2, 2]],
      ['mail', [1, 1, 0]],
    ]);
    const last = await funnel({ breakdown: 'utm_source', attribution: 'last_touch' }).expect(200);
    expect(
      last.body.breakdowns.map((b: { value: string; steps: { count: number }[] }) => [
        b.value,
        b.steps.map((s) => s.count),
      ]),
    ).toEqual([
      [null, [4, 3, 2]],
      ['ads', [1, 1, 1]],
      ['mail', [1, 1, 1]],
    ]);
  });

  it('refuses bad funnel queries with 400', async () => {
    await funnel({ steps: S }).expect(400);
    await funnel({ window: 'P1M' }).expect(400);
    await funnel({ order: 'loose' }).expect(400);
    const reversed = await funnel({ from: NOW.toISOString(), to: new Date(t0).toISOString() }).expect(400);
    expect(reversed.body.code).toBe('ANALYTICS_QUERY_INVALID');
  });

  const cohorts = (query: Record<string, string>, headers = t.headers) =>
    request(t.http)
      .get('/api/v2/analytics/cohorts')
      .query({
        bornEvent: 'login.done',
        unit: 'week',
        periods: '4',
        from: '2026-03-02T00:00:00Z',
        to: NOW.toISOString(),
        ...query,
      })
      .set(headers);
  const matrix = (body: {
    cohorts: { cohort: string; size: number; cells: { count: number; incomplete: boolean }[] }[];
  }) =>
    body.cohorts.map((c) => [
      c.cohort,
      c.size,
      c.cells.map((x) => x.count),
      c.cells.map((x) => x.incomplete),
    ]);

  it('first-time retention, bounded, with incomplete cells marked', async () => {
    const res = await cohorts({}).expect(200);
    expect(matrix(res.body)).toEqual([
      // u4 was born in February, before the range: not a cohort member
      ['2026-03-02', 2, [2, 1, 1, 1], [false, false, false, true]],
      ['2026-03-09', 1, [1, 1, 0, 0], [false, false, true, true]],
    ]);
  });

  it('unbounded ("on or after") retention', async () => {
    const res = await cohorts({ bound: 'unbounded' }).expect(200);
    expect(matrix(res.body).map(([c, s, n]) => [c, s, n])).toEqual([
      ['2026-03-02', 2, [2, 2, 2, 1]],
      ['2026-03-09', 1, [1, 1, 0, 0]],
    ]);
  });

  it('recurring retention: an actor joins a cohort in every week they were active', async () => {
    const res = await cohorts({ mode: 'recurring' }).expect(200);
    expect(matrix(res.body).map(([c, s, n]) => [c, s, n])).toEqual([
      ['2026-03-02', 3, [3, 1, 1, 1]],
      ['2026-03-09', 2, [2, 1, 1, 0]],
      ['2026-03-16', 2, [2, 0, 0, 0]],
      ['2026-03-23', 1, [1, 0, 0, 0]],
    ]);
  });

  it('monthly cohorts', async () => {
    const res = await cohorts({ unit: 'month', periods: '2', from: '2026-02-01T00:00:00Z' }).expect(200);
    expect(matrix(res.body)).toEqual([
      ['2026-02-01', 1, [1, 1], [false, true]],
      ['2026-03-01', 3, [3, 0], [true, true]],
    ]);
  });

  it('answers SVG charts when asked for image/svg+xml', async () => {
    const f = await funnel({}).set('accept', 'image/svg+xml').expect(200);
    expect(f.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const svg = String(f.text ?? f.body);
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('match.performed');
    expect(svg).toContain('83,3 %'); // 5 of 6
    const c = await cohorts({}).set('accept', 'image/svg+xml, application/json;q=0.5').expect(200);
    expect(String(c.text ?? c.body)).toContain('2026-03-02 (2)');
    // a browser-like Accept without SVG keeps JSON
    const j = await funnel({}).set('accept', 'text/html,*/*;q=0.8').expect(200);
    expect(j.body.steps).toHaveLength(3);
  });

  it('another tenant sees none of these events', async () => {
    const f = await funnel({}, other.headers).expect(200);
    expect(f.body.steps.map((s: { count: number }) => s.count)).toEqual([0, 0, 0]);
    const c = await cohorts({}, other.headers).expect(200);
    expect(c.body.cohorts).toEqual([]);
  });
});
