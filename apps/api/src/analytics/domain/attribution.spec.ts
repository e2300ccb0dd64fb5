import { attribute, weights, HALF_LIFE_MS, type TouchOrConversion } from './attribution';

const D = 86_400_000;
const t0 = Date.UTC(2026, 5, 1);
const touch = (
  actorId: string,
  day: number,
  source: string,
  campaign: string | null = null,
): TouchOrConversion => ({
  actorId,
  at: t0 + day * D,
  channel: { source, medium: 'cpc', campaign },
  conversion: false,
});
const conv = (actorId: string, day: number): TouchOrConversion => ({
  actorId,
  at: t0 + day * D,
  channel: null,
  conversion: true,
});

describe('attribution weights', () => {
  const times = [0, 7, 14].map((d) => t0 + d * D);
  const at = t0 + 14 * D;
  it('last non-direct, first touch and linear', () => {
    expect(weights('last_non_direct', times, at)).toEqual([0, 0, 1]);
    expect(weights('first_touch', times, at)).toEqual([1, 0, 0]);
    expect(weights('linear', times, at).map((w) => w * 3)).toEqual([1, 1, 1]);
  });
  it('position-based 40/20/40, and halves for two touches', () => {
    expect(weights('position_based', times, at)).toEqual([0.4, 0.2, 0.4]);
    expect(weights('position_based', [...times, t0 + 15 * D], at)).toEqual([0.4, 0.1, 0.1, 0.4]);
    expect(weights('position_based', times.slice(0, 2), at)).toEqual([0.5, 0.5]);
  });
  it('time decay with a half-life of 7 days: 14, 7 and 0 days before weigh 1/4, 1/2, 1 (normalised by 7/4)', () => {
    const w = weights('time_decay', times, at);
    expect(w[0]).toBeCloseTo(0.25 / 1.75, 12);
    expect(w[1]).toBeCloseTo(0.5 / 1.75, 12);
    expect(w[2]).toBeCloseTo(1 / 1.75, 12);
    expect(HALF_LIFE_MS).toBe(7 * D);
  });
});

describe('attribute', () => {
  // a: ads (day 0), mail (day 7), converts day 14; b: mail (day 1), converts day 2 and again day 40 (no touch
  // within 30 days: direct); c: ads day 3, never converts; d: converts with no touch at all.
  const events = [
    touch('a', 0, 'ads', 'spring'),
    touch('a', 7, 'mail'),
    conv('a', 14),
    touch('b', 1, 'mail'),
    conv('b', 2),
    conv('b', 40),
    touch('c', 3, 'ads', 'spring'),
    conv('d', 5),
  ];
  const result = attribute(events, { from: t0, to: t0 + 60 * D, lookbackMs: 30 * D });
  const by = (source: string | null) => result.find((r) => r.source === source)!;

  it('counts visitors, converting visitors and the rate per channel', () => {
    expect([by('ads').visitors, by('ads').conversions, by('ads').rate]).toEqual([2, 1, 0.5]);
    expect([by('mail').visitors, by('mail').conversions, by('mail').rate]).toEqual([2, 2, 1]);
    expect(by(null).conversions).toBe(2); // b on day 40, d
  });

  it('credits each conversion once under every model', () => {
    for (const model of [
      'last_non_direct',
      'first_touch',
      'linear',
      'position_based',
      'time_decay',
    ] as const) {
      const total = result.reduce((s, r) => s + r.attributed[model], 0);
      expect(total).toBeCloseTo(4, 12);
    }
    expect(by('ads').attributed.last_non_direct).toBe(0);
    expect(by('ads').attributed.first_touch).toBe(1);
    expect(by('mail').attributed.last_non_direct).toBe(2);
    expect(by('mail').attributed.linear).toBeCloseTo(1.5);
    expect(by('ads').attributed.position_based).toBeCloseTo(0.5);
    // a's touches 14 and 7 days before: 1/4 and 1/2 -> ads gets 1/3
    expect(by('ads').attributed.time_decay).toBeCloseTo(1 / 3);
    expect(by(null).attributed.linear).toBe(2);
  });

  it('honours the lookback window', () => {
    const short = attribute(events, { from: t0, to: t0 + 60 * D, lookbackMs: 10 * D });
    // a's ads touch (14 days before) falls out: all of a's credit goes to mail
    expect(short.find((r) => r.source === 'ads')!.attributed.first_touch).toBe(0);
  });
});
