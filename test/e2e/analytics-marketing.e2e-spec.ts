import { randomUUID } from 'node:crypto';
import { FixedClock } from '@libs/shared';
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';

jest.setTimeout(30_000);

const D = 86_400_000;
const t0 = Date.UTC(2026, 5, 1, 12);
const NOW = new Date(t0 + 70 * D);

/** The fixture of domain/attribution.spec.ts, stored and read back through the database. */
const touch = (actorId: string, day: number, source: string, campaign?: string) => ({
  id: randomUUID(),
  name: 'page.viewed',
  actorId,
  occurredAt: new Date(t0 + day * D).toISOString(),
  utm: { source, medium: 'CPC', ...(campaign && { campaign }) },
});
const conv = (actorId: string, day: number) => ({
  id: randomUUID(),
  name: 'calculation.created',
  actorId,
  occurredAt: new Date(t0 + day * D).toISOString(),
  properties: { programId: 'p1' },
});

interface Channel {
  source: string | null;
  visitors: number;
  conversions: number;
  attributed: Record<string, number>;
}

describe('Analytics marketing attribution over the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: new FixedClock(NOW) });
    const events = [
      touch('a', 0, 'Ads', 'Spring'),
      touch('a', 7, 'mail'),
      conv('a', 14),
      touch('b', 1, 'mail'),
      conv('b', 2),
      conv('b', 40),
      touch('c', 3, 'ads', 'spring'),
      conv('d', 5),
    ];
    const res = await request(t.http)
      .post('/api/v2/analytics/events')
      .set(t.headers)
      .send({ events })
      .expect(200);
    expect(res.body.accepted).toBe(8);
  });
  afterAll(async () => t?.close());

  const marketing = (query: Record<string, string>, headers = t.headers) =>
    request(t.http)
      .get('/api/v2/analytics/marketing')
      .query({
        conversion: 'calculation.created',
        from: new Date(t0).toISOString(),
        to: NOW.toISOString(),
        ...query,
      })
      .set(headers);

  it('per channel: visitors, conversions and the credit of every model; costs give cost per conversion', async () => {
    const res = await marketing({ costs: 'spring:300,Nichts:50', model: 'first_touch' }).expect(200);
    const by = (s: string | null) => (res.body.channels as Channel[]).find((c) => c.source === s)!;
    expect(by('ads')).toMatchObject({ visitors: 2, conversions: 1, campaign: 'spring', medium: 'cpc' });
    expect(by('ads').attributed).toMatchObject({ last_non_direct: 0, first_touch: 1, position_based: 0.5 });
    expect(by('ads').attributed.time_decay).toBeCloseTo(1 / 3);
    expect(by('mail').attributed).toMatchObject({ last_non_direct: 2, linear: 1.5 });
    expect(by(null)).toMatchObject({ conversions: 2, attributed: { linear: 2 } });
    expect(res.body.campaigns).toEqual([
      { campaign: 'spring', cost: 300, attributedConversions: 1, costPerConversion: 300 },
      { campaign: 'nichts', cost: 50, attributedConversions: 0, costPerConversion: null },
    ]);
  });

  it('draws channels as SVG bars', async () => {
    const res = await marketing({}).set('accept', 'image/svg+xml').expect(200);
    const svg = String(res.text ?? res.body);
    expect(svg).toContain('ads / cpc / spring');
    expect(svg).toContain('(direkt)');
  });

  it('a shorter lookback drops the early touch', async () => {
    const res = await marketing({ lookbackDays: '10' }).expect(200);
    const ads = (res.body.channels as Channel[]).find((c) => c.source === 'ads')!;
    expect(ads.attributed.first_touch).toBe(0);
  });

  it('refuses bad parameters, and another tenant sees nothing', async () => {
    await marketing({ model: 'data_driven' }).expect(400);
    await marketing({ costs: 'spring:abc' }).expect(400);
    await marketing({ lookbackDays: '0' }).expect(400);
    const other = await t.tenants.create();
    const res = await marketing({}, other.headers).expect(200);
    expect(res.body.channels).toEqual([]);
  });
});
