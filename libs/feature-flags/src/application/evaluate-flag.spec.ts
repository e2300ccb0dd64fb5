import { normalizedValue } from './bucket';
import { evaluateFlag, isEvaluationError, type FlagEvaluation } from './evaluate-flag';
import { BOOLEAN_VARIANTS, type Flag } from '../domain/flag';

const NOW = new Date('2026-11-23T12:00:00Z');

const flag = (over: Partial<Flag> = {}): Flag => ({
  key: 'video',
  description: '',
  type: 'boolean',
  variants: BOOLEAN_VARIANTS,
  defaultVariant: 'off',
  enabled: true,
  strategies: [],
  schedule: {},
  version: 3,
  archived: false,
  createdAt: NOW,
  updatedAt: NOW,
  lastEvaluatedAt: null,
  ...over,
});

const ok = (f: Flag, ctx: Record<string, unknown> = {}, now = NOW) => {
  const out = evaluateFlag(f, ctx, now);
  if (isEvaluationError(out)) throw new Error(`unexpected error ${out.errorCode}`);
  return out as FlagEvaluation;
};

describe('evaluateFlag', () => {
  it('serves a boolean flag switched on without strategies its on variant (STATIC), as Unleash does', () => {
    // It answered `false`/`off` to everyone while the console showed it as on.
    expect(ok(flag())).toMatchObject({ key: 'video', value: true, variant: 'on', reason: 'STATIC' });
    expect(ok(flag({ defaultVariant: 'on' })).value).toBe(true);
    const named = [
      { key: 'yes', value: true },
      { key: 'no', value: false },
    ];
    expect(ok(flag({ variants: named, defaultVariant: 'no' }))).toMatchObject({
      value: true,
      variant: 'yes',
    });
  });

  it('serves other types switched on without strategies their default variant (STATIC)', () => {
    const f = flag({
      type: 'string',
      variants: [
        { key: 'a', value: 'A' },
        { key: 'b', value: 'B' },
      ],
      defaultVariant: 'b',
    });
    expect(ok(f)).toMatchObject({ value: 'B', variant: 'b', reason: 'STATIC' });
  });

  it('serves the default with DISABLED when switched off or archived, whatever the strategies say', () => {
    const strategies = [{ constraints: [], rollout: 100 }];
    expect(ok(flag({ enabled: false, strategies }))).toMatchObject({ value: false, reason: 'DISABLED' });
    expect(ok(flag({ archived: true, strategies }))).toMatchObject({
      reason: 'DISABLED',
      metadata: { state: 'archived' },
    });
  });

  it('follows the schedule: pending before enableAt, active inside, expired from disableAt on', () => {
    const f = flag({
      strategies: [{ constraints: [], rollout: 100 }],
      schedule: { enableAt: '2026-12-01T08:00:00+01:00', disableAt: '2026-12-24T00:00:00+01:00' },
    });
    expect(ok(f, {}, new Date('2026-12-01T06:59:59Z'))).toMatchObject({
      reason: 'DISABLED',
      metadata: { state: 'pending' },
    });
    expect(ok(f, {}, new Date('2026-12-01T07:00:00Z'))).toMatchObject({
      value: true,
      reason: 'TARGETING_MATCH',
    });
    expect(ok(f, {}, new Date('2026-12-23T23:00:00Z'))).toMatchObject({
      reason: 'DISABLED',
      metadata: { state: 'expired' },
    });
  });

  it('lets the first matching strategy win, and falls back to DEFAULT when none matches', () => {
    const f = flag({
      type: 'string',
      variants: [
        { key: 'basic', value: 'basic' },
        { key: 'pro', value: 'pro' },
        { key: 'none', value: 'none' },
      ],
      defaultVariant: 'none',
      strategies: [
        {
          name: 'paid',
          constraints: [{ contextName: 'plan', operator: 'IN', values: ['scale', 'unlimited'] }],
          rollout: 100,
          variant: 'pro',
        },
        {
          constraints: [{ contextName: 'plan', operator: 'IN', values: ['developer', 'scale'] }],
          rollout: 100,
          variant: 'basic',
        },
      ],
    });
    expect(ok(f, { plan: 'scale' })).toMatchObject({
      value: 'pro',
      reason: 'TARGETING_MATCH',
      metadata: { strategy: 'paid', version: 3 },
    });
    expect(ok(f, { plan: 'developer' })).toMatchObject({ value: 'basic', metadata: { strategy: 1 } });
    expect(ok(f, { plan: 'free' })).toMatchObject({ value: 'none', reason: 'DEFAULT' });
  });

  it('rolls out by the Unleash bucket of flagKey:targetingKey (SPLIT)', () => {
    const f = flag({ key: 'gr1', strategies: [{ constraints: [], rollout: 73 }] });
    expect(normalizedValue('123', 'gr1')).toBe(73);
    expect(ok(f, { targetingKey: '123' })).toMatchObject({ value: true, reason: 'SPLIT' });
    const g = flag({ key: 'gr1', strategies: [{ constraints: [], rollout: 72 }] });
    expect(ok(g, { targetingKey: '123' })).toMatchObject({ value: false, reason: 'DEFAULT' });
  });

  it('uses the stickiness field, and skips the strategy when that field is missing', () => {
    const f = flag({ key: 'gr1', strategies: [{ constraints: [], rollout: 73, stickiness: 'tenantId' }] });
    expect(ok(f, { tenantId: '123' }).value).toBe(true);
    expect(ok(f, { targetingKey: '123' })).toMatchObject({ value: false, reason: 'DEFAULT' });
  });

  it('reports TARGETING_KEY_MISSING when a rollout on targetingKey has none', () => {
    const f = flag({ strategies: [{ constraints: [], rollout: 50 }] });
    expect(evaluateFlag(f, {}, NOW)).toMatchObject({ key: 'video', errorCode: 'TARGETING_KEY_MISSING' });
    // 100 % needs no bucket, so no key.
    expect(ok(flag({ strategies: [{ constraints: [], rollout: 100 }] })).value).toBe(true);
  });

  it('picks weighted variants stably and in proportion', () => {
    const f = flag({
      type: 'object',
      variants: [
        { key: 'a', value: { layout: 'a' } },
        { key: 'b', value: { layout: 'b' } },
      ],
      defaultVariant: 'a',
      strategies: [
        {
          constraints: [],
          rollout: 100,
          variants: [
            { variant: 'a', weight: 50 },
            { variant: 'b', weight: 50 },
          ],
        },
      ],
    });
    let b = 0;
    for (let i = 0; i < 4000; i++) if (ok(f, { targetingKey: `u${i}` }).variant === 'b') b++;
    expect(b / 4000).toBeGreaterThan(0.46);
    expect(b / 4000).toBeLessThan(0.54);
    expect(ok(f, { targetingKey: 'u1' })).toEqual(ok(f, { targetingKey: 'u1' }));
    expect(ok(f, { targetingKey: 'u1' }).reason).toBe('SPLIT');
  });

  it('answers GENERAL rather than throwing for a variant that is not there', () => {
    expect(evaluateFlag(flag({ defaultVariant: 'gone', enabled: false }), {}, NOW)).toMatchObject({
      errorCode: 'GENERAL',
    });
  });
});
