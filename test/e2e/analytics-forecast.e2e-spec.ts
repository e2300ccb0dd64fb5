import { randomUUID } from 'node:crypto';
import { FixedClock } from '@libs/shared';
import request from 'supertest';
import reference from '../../apps/api/src/analytics/testing/ets-reference.json';
import { createTestApp, type TestApp } from '../support/test-app';

const NOW = new Date('2026-11-20T12:00:00Z');

/**
 * The 48-month reference series as real events: month i gets round(y_i / 10) events, ending with October
 * 2026 (November is running and not part of the history).
 */
describe('Analytics forecast over stored events', () => {
  let t: TestApp;
  const y = reference.cases[1]!.series.map((v) => Math.round(v / 10));
  beforeAll(async () => {
    t = await createTestApp({ clock: new FixedClock(NOW) });
    const events = y.flatMap((n, i) =>
      Array.from({ length: n }, (_, k) => ({
        id: randomUUID(),
        name: 'calculation.created',
        actorId: `a${k}`,
        occurredAt: new Date(Date.UTC(2022, 10 + i, 1 + (k % 27), 8)).toISOString(),
        properties: { programId: 'p1' },
      })),
    );
    for (let i = 0; i < events.length; i += 1000) {
      const res = await request(t.http)
        .post('/api/v2/analytics/events')
        .set(t.headers)
        .send({ events: events.slice(i, i + 1000) })
        .expect(200);
      expect(res.body.rejected).toEqual([]);
    }
  });
  afterAll(async () => t?.close());

  it('answers 24 months with intervals, the method and a backtest', async () => {
    const res = await request(t.http)
      .get('/api/v2/analytics/forecast')
      .query({ event: 'calculation.created' })
      .set(t.headers)
      .expect(200);
    expect(res.body.method).toBe('ets_damped_seasonal');
    expect(res.body.history).toHaveLength(48);
    expect(res.body.history[0]).toEqual({ month: '2022-11', count: y[0] });
    expect(res.body.history[47]).toEqual({ month: '2026-10', count: y[47] });
    expect(res.body.points).toHaveLength(24);
    expect(res.body.points[0].month).toBe('2026-11');
    expect(res.body.points[23].month).toBe('2028-10');
    // the reference forecast of the unscaled series, divided by 10, within 5 % (the counts are rounded)
    const expected = reference.cases[1]!.forecast[0]! / 10;
    expect(Math.abs(res.body.points[0].mean - expected) / expected).toBeLessThan(0.05);
    expect(res.body.backtest).toMatchObject({ origins: 12, errors: 78 });
    expect(res.body.backtest.mase).toBeLessThan(res.body.backtest.seasonalNaiveMase);
  });

  it('draws the forecast with its bands as SVG', async () => {
    const res = await request(t.http)
      .get('/api/v2/analytics/forecast')
      .query({ event: 'calculation.created' })
      .set(t.headers)
      .set('accept', 'image/svg+xml')
      .expect(200);
    const svg = String(res.text ?? res.body);
    expect(svg).toMatch(/^<svg /);
    expect(svg.match(/<polygon /g)).toHaveLength(2);
    expect(svg).toContain('2028-10');
  });

  it('falls back to the naive method for a short history and says so; another tenant has none', async () => {
    const other = await t.tenants.create();
    const res = await request(t.http)
      .get('/api/v2/analytics/forecast')
      .query({ event: 'calculation.created' })
      .set(other.headers)
      .expect(200);
    expect(res.body).toMatchObject({ method: 'naive', history: [] });
    expect(res.body.methodNote).toMatch(/naive/);
    await request(t.http).get('/api/v2/analytics/forecast').set(t.headers).expect(400);
  });
});

describe('Analytics forecast months in a time zone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: new FixedClock(new Date('2026-04-15T12:00:00Z')) });
    // 00:30 on 1 March in Berlin is 23:30 on 28 February in UTC.
    const res = await request(t.http)
      .post('/api/v2/analytics/events')
      .set(t.headers)
      .send({
        events: [
          {
            id: randomUUID(),
            name: 'calculation.created',
            actorId: 'a1',
            occurredAt: '2026-02-28T23:30:00Z',
            properties: { programId: 'p1' },
          },
        ],
      })
      .expect(200);
    expect(res.body.rejected).toEqual([]);
  });
  afterAll(async () => t?.close());

  const history = async (query: Record<string, string>) =>
    (
      await request(t.http)
        .get('/api/v2/analytics/forecast')
        .query({ event: 'calculation.created', ...query })
        .set(t.headers)
        .expect(200)
    ).body.history as { month: string; count: number }[];

  it('counts an event at 00:30 Berlin time on 1 March in March under timeZone=Europe/Berlin, in February by default (UTC)', async () => {
    expect(await history({ timeZone: 'Europe/Berlin' })).toEqual([{ month: '2026-03', count: 1 }]);
    expect(await history({})).toEqual([
      { month: '2026-02', count: 1 },
      { month: '2026-03', count: 0 },
    ]);
    expect(await history({ timeZone: 'UTC' })).toEqual(await history({}));
  });

  it('refuses an unknown time zone with a German 400', async () => {
    const res = await request(t.http)
      .get('/api/v2/analytics/forecast')
      .query({ event: 'calculation.created', timeZone: 'Europe/Atlantis' })
      .set(t.headers)
      .expect(400);
    expect(res.body.issues[0].path).toEqual(['timeZone']);
    expect(res.body.issues[0].message).toMatch(/Zeitzone/);
  });
});
