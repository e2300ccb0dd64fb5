import { computeFunnel, type FunnelDefinition, type FunnelEvent, type FunnelStepResult } from './funnel';

/** Hand-computed fixture: six actors with known timelines (t0 = 2026-03-02 09:00 UTC). */
const t0 = Date.UTC(2026, 2, 2, 9);
const H = 3600_000;
const D = 24 * H;
const ev = (name: string, at: number, properties: Record<string, unknown> = {}): FunnelEvent => ({
  name,
  at,
  properties: { programId: 'p1', ...properties },
});
const S = 'search.performed';
const M = 'match.performed';
const C = 'calculation.created';

export const FUNNEL_TIMELINES: Record<string, FunnelEvent[]> = {
  // all three steps, one hour apart
  A: [ev(S, t0, { channel: 'ads' }), ev(M, t0 + H), ev(C, t0 + 2 * H, { channel: 'mail' })],
  // another event between search and match: ordered converts, strict does not
  B: [
    ev(S, t0, { channel: 'ads' }),
    ev('page.viewed', t0 + H / 6),
    ev(M, t0 + H),
    ev(C, t0 + 3 * H, { channel: 'ads' }),
  ],
  // match exactly at the window's edge (counts), calculation one second beyond (does not)
  C: [ev(S, t0, { channel: 'mail' }), ev(M, t0 + 14 * D), ev(C, t0 + 14 * D + 1000)],
  // re-entry: a first search goes nowhere, a second one 20 days later converts
  D: [ev(S, t0), ev(S, t0 + 20 * D), ev(M, t0 + 21 * D), ev(C, t0 + 22 * D)],
  // match before search: only "any order" counts both
  E: [ev(M, t0), ev(S, t0 + H)],
  // the match is for another program: holding programId constant stops F at the first step
  F: [ev(S, t0), ev(M, t0 + H, { programId: 'p2' }), ev(C, t0 + 2 * H)],
};

const base: FunnelDefinition = {
  steps: [S, M, C],
  windowMs: 14 * D,
  order: 'ordered',
  from: t0 - D,
  to: t0 + 30 * D,
};
const run = (over: Partial<FunnelDefinition>) =>
  computeFunnel(Object.values(FUNNEL_TIMELINES), { ...base, ...over });
const counts = (over: Partial<FunnelDefinition>) => run(over).steps.map((s) => s.count);

describe('computeFunnel on hand-computed timelines', () => {
  it('ordered: other events between steps are allowed; the window edge counts; re-entry converts', () => {
    expect(counts({})).toEqual([6, 5, 4]);
  });

  it('strict: another event between steps ends the attempt', () => {
    expect(counts({ order: 'strict' })).toEqual([6, 4, 3]);
  });

  it('any order: match before search converts too', () => {
    expect(counts({ order: 'any' })).toEqual([6, 6, 4]);
  });

  it('holds a property constant across steps', () => {
    expect(counts({ holdConstant: 'programId' })).toEqual([6, 4, 3]);
  });

  it('a shorter window cuts the edge case and the slow converters', () => {
    expect(counts({ windowMs: 14 * D - 1 })).toEqual([6, 4, 4]);
    // A and F finish at exactly 2 h; B's calculation comes at 3 h; D's match a day later
    expect(counts({ windowMs: 2 * H })).toEqual([6, 3, 2]);
  });

  it('reports conversion from start and from the previous step, and the median time from the previous step', () => {
    const [s1, s2, s3] = run({}).steps as [FunnelStepResult, FunnelStepResult, FunnelStepResult];
    expect(s1).toEqual({
      name: S,
      count: 6,
      conversionFromStart: 1,
      conversionFromPrevious: 1,
      medianSecondsFromPrevious: null,
    });
    expect(s2.conversionFromStart).toBeCloseTo(5 / 6);
    // A, B, F one hour; D one day; C 14 days -> median one hour
    expect(s2.medianSecondsFromPrevious).toBe(3600);
    expect(s3.conversionFromPrevious).toBeCloseTo(4 / 5);
    // A 1 h, F 1 h, B 2 h, D 1 day -> median 1.5 h
    expect(s3.medianSecondsFromPrevious).toBe(5400);
  });

  it('breaks down by first touch (the first step) or last touch (the last step reached)', () => {
    const first = run({ breakdown: 'channel', attribution: 'first_touch' }).breakdowns!;
    expect(first.map((b) => [b.value, b.steps.map((s) => s.count)])).toEqual([
      [null, [3, 2, 2]], // D, E, F
      ['ads', [2, 2, 2]], // A, B
      ['mail', [1, 1, 0]], // C
    ]);
    const last = run({ breakdown: 'channel', attribution: 'last_touch' }).breakdowns!;
    expect(last.map((b) => [b.value, b.steps.map((s) => s.count)])).toEqual([
      [null, [4, 3, 2]], // C, D, E, F
      ['ads', [1, 1, 1]], // B
      ['mail', [1, 1, 1]], // A
    ]);
  });

  it('counts only attempts that start in the date range', () => {
    expect(counts({ from: t0 + 10 * D })).toEqual([1, 1, 1]); // only D's second search
  });
});
