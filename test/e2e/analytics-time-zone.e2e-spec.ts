import { randomUUID } from 'node:crypto';
import { FixedClock } from '@libs/shared';
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';

jest.setTimeout(30_000);

/**
 * A German business report needs Berlin days and months. Funnels and cohorts take `timeZone` as the
 * forecast does (default UTC, ADR 0016): an event at 00:30 Berlin time on 1 March (23:30 UTC on 28 February)
 * lands in March under Europe/Berlin, in February by default; over the database, both PGlite and PostgreSQL.
 */
describe('Analytics funnel and cohorts in a time zone', () => {
  let t: TestApp;
  // The clock stands in April 2026: March is over in both zones, April still running.
  const clock = new FixedClock(new Date('2026-04-15T12:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp({ clock });
    const event = (actorId: string, name: string, occurredAt: string) => ({
      id: randomUUID(),
      name,
      actorId,
      occurredAt,
      properties: name === 'login.done' ? {} : { programId: 'p1' },
    });
    const res = await request(t.http)
      .post('/api/v2/analytics/events')
      .set(t.headers)
      .send({
        events: [
          // 00:30 on 1 March in Berlin (CET, +01:00)
          event('b1', 'search.performed', '2026-02-28T23:30:00Z'),
          event('b1', 'match.performed', '2026-03-01T10:00:00Z'),
          event('b1', 'login.done', '2026-02-28T23:30:00Z'),
          event('b1', 'login.done', '2026-03-02T10:00:00Z'),
          // 23:30 on 31 March in Berlin (CEST since the 29th, +02:00): inside `to=2026-04-01` read in Berlin
          event('b2', 'login.done', '2026-03-31T21:30:00Z'),
        ],
      })
      .expect(200);
    expect(res.body.rejected).toEqual([]);
  });
  afterAll(async () => t?.close());

  const funnel = (query: Record<string, string>) =>
    request(t.http)
      .get('/api/v2/analytics/funnel')
      .query({ steps: 'search.performed,match.performed', from: '2026-03-01', to: '2026-04-01', ...query })
      .set(t.headers);
  const cohorts = (query: Record<string, string>) =>
    request(t.http)
      .get('/api/v2/analytics/cohorts')
      .query({
        bornEvent: 'login.done',
        unit: 'month',
        periods: '2',
        from: '2026-02-01',
        to: '2026-04-01',
        ...query,
      })
      .set(t.headers);

  it('a March funnel (from=2026-03-01) counts the search at 00:30 Berlin time under Europe/Berlin, not by default', async () => {
    const berlin = await funnel({ timeZone: 'Europe/Berlin' }).expect(200);
    expect(berlin.body.steps.map((s: { count: number }) => s.count)).toEqual([1, 1]);
    expect(berlin.body).toMatchObject({ from: '2026-02-28T23:00:00.000Z', to: '2026-03-31T22:00:00.000Z' });
    const utc = await funnel({}).expect(200);
    expect(utc.body.steps.map((s: { count: number }) => s.count)).toEqual([0, 0]);
    expect(utc.body).toMatchObject({ from: '2026-03-01T00:00:00.000Z', to: '2026-04-01T00:00:00.000Z' });
    expect((await funnel({ timeZone: 'UTC' }).expect(200)).body).toEqual(utc.body);
  });

  it('monthly cohorts put the 00:30 Berlin login in March under Europe/Berlin, in February by default', async () => {
    const berlin = await cohorts({ timeZone: 'Europe/Berlin' }).expect(200);
    expect(berlin.body.cohorts).toEqual([
      {
        cohort: '2026-03-01',
        size: 2,
        cells: [
          { period: 0, count: 2, rate: 1, incomplete: false },
          { period: 1, count: 0, rate: 0, incomplete: true },
        ],
      },
    ]);
    const utc = await cohorts({}).expect(200);
    expect(utc.body.cohorts.map((c: { cohort: string; size: number }) => [c.cohort, c.size])).toEqual([
      ['2026-02-01', 1],
      ['2026-03-01', 1],
    ]);
    // b1's February cohort returned in March (period 1).
    expect(utc.body.cohorts[0].cells).toEqual([
      { period: 0, count: 1, rate: 1, incomplete: false },
      { period: 1, count: 1, rate: 1, incomplete: false },
    ]);
  });

  it('daily cohorts start at Berlin midnight: the 00:30 login is 1 March, not 28 February', async () => {
    const res = await cohorts({
      unit: 'day',
      from: '2026-02-28',
      to: '2026-03-03',
      timeZone: 'Europe/Berlin',
    });
    expect(res.status).toBe(200);
    expect(res.body.cohorts.map((c: { cohort: string }) => c.cohort)).toEqual(['2026-03-01']);
  });

  it.each(['funnel', 'cohorts'])(
    '%s refuses an unknown time zone with a German 400 ValidationErrorResponse',
    async (route) => {
      const res = await (route === 'funnel' ? funnel : cohorts)({ timeZone: 'Europe/Atlantis' }).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.issues).toEqual([
        { path: ['timeZone'], message: 'Muss eine IANA-Zeitzone sein (z. B. Europe/Berlin oder UTC).' },
      ]);
    },
  );
});
