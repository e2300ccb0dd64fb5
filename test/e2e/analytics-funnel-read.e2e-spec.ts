import { randomUUID } from 'node:crypto';
import { FixedClock } from '@libs/shared';
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The funnel's read over the database (ADR 0032): one query per month, on PostgreSQL spread
 * over two connections, parsed in the order the months arrive. Attempts that cross a month, actor ids that
 * differ only by a tab, a line break or a backslash, and the order of two events at the same instant (by
 * name) must come out as the hand-computed counts, on PGlite and (DATABASE_URL) on PostgreSQL.
 */
const NOW = new Date('2026-03-25T12:00:00Z');
const S = 'search.performed';
const M = 'match.performed';
const C = 'calculation.created';
const at = (iso: string) => new Date(iso).toISOString();

const EVENTS: [actor: string, name: string, occurredAt: string][] = [
  // search in January's last millisecond, match in February's first, calculation at the 14-day edge
  ['m', S, at('2026-01-31T23:59:59.999Z')],
  ['m', M, at('2026-02-01T00:00:00.000Z')],
  ['m', C, at('2026-02-14T23:59:59.999Z')],
  // February into March
  ['m2', S, at('2026-02-28T23:00:00Z')],
  ['m2', M, at('2026-03-01T00:30:00Z')],
  ['m2', C, at('2026-03-02T00:00:00Z')],
  // five actors that are five (a tab, a line break, a backslash: leading or trailing whitespace is allowed)
  ['dup', S, at('2026-01-20T10:00:00Z')],
  ['dup\t', S, at('2026-01-20T10:00:00Z')],
  ['dup\n', S, at('2026-01-20T10:00:00Z')],
  ['dup\\t', S, at('2026-01-20T10:00:00Z')],
  ['dup\\', S, at('2026-01-20T10:00:00Z')],
  // same instant: match.performed sorts before page.viewed, so strict reaches the match, not the calculation
  ['tie1', S, at('2026-01-10T10:00:00Z')],
  ['tie1', 'page.viewed', at('2026-01-10T11:00:00Z')],
  ['tie1', M, at('2026-01-10T11:00:00Z')],
  ['tie1', C, at('2026-01-10T12:00:00Z')],
  // same instant: a.clicked sorts before match.performed, so strict stops at the search
  ['tie2', S, at('2026-01-10T10:00:00Z')],
  ['tie2', M, at('2026-01-10T11:00:00Z')],
  ['tie2', 'a.clicked', at('2026-01-10T11:00:00Z')],
];

describe('Analytics funnel read across months', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: new FixedClock(NOW) });
    const res = await request(t.http)
      .post('/api/v2/analytics/events')
      .set(t.headers)
      .send({
        events: EVENTS.map(([actorId, name, occurredAt]) => ({
          id: randomUUID(),
          name,
          actorId,
          occurredAt,
          properties: [S, M, C].includes(name) ? { programId: 'p1' } : {},
        })),
      })
      .expect(200);
    expect(res.body.rejected).toEqual([]);
  });
  afterAll(async () => t?.close());

  const counts = async (query: Record<string, string>) => {
    const res = await request(t.http)
      .get('/api/v2/analytics/funnel')
      .query({
        steps: [S, M, C].join(','),
        from: at('2026-01-01T00:00:00Z'),
        to: at('2026-03-20T00:00:00Z'),
        ...query,
      })
      .set(t.headers)
      .expect(200);
    return (res.body.steps as { count: number }[]).map((s) => s.count);
  };

  it('follows attempts across month boundaries and keeps escaped actor ids apart', async () => {
    // m, m2, five dup*, tie1, tie2 start; m, m2, tie1, tie2 match; m, m2, tie1 calculate
    expect(await counts({})).toEqual([9, 4, 3]);
    expect(await counts({ order: 'any' })).toEqual([9, 4, 3]);
    // one hour, edge included: m's match 1 ms later, tie1's and tie2's at exactly 1 h; m2's after 1.5 h
    expect(await counts({ window: 'PT1H' })).toEqual([9, 3, 0]);
  });

  it('orders events at the same instant by name (strict)', async () => {
    expect(await counts({ order: 'strict' })).toEqual([9, 3, 2]);
  });
});
