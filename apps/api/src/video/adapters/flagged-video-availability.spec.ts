import { tenantIdOf } from '@libs/shared';
import {
  BOOLEAN_VARIANTS,
  evaluateFlag,
  FeatureGate,
  type EvaluateFlags,
  type Flag,
} from '../../feature-flags';
import { FixedVideoAvailability } from '../testing/video-fakes';
import { FlaggedVideoAvailability, VIDEO_FLAG } from './flagged-video-availability';

const NOW = new Date('2026-11-23T12:00:00Z');
const TENANT = tenantIdOf('00000000-0000-4000-8000-0000000000b1');
const LIVE = { tenantId: TENANT, sandbox: false };
const SANDBOX = { tenantId: TENANT, sandbox: true };
const DEVELOPER = { plan: 'developer', allowed: true, monthlyRenders: 20, retentionDays: 7 };

/** The `video` flag serving `off` to callers whose context field `field` is one of `values`. */
const offFor = (field: string, values: string[]): Flag => ({
  key: VIDEO_FLAG,
  description: '',
  type: 'boolean',
  variants: BOOLEAN_VARIANTS,
  defaultVariant: 'on',
  enabled: true,
  strategies: [
    { constraints: [{ contextName: field, operator: 'IN', values }], rollout: 100, variant: 'off' },
  ],
  schedule: {},
  version: 1,
  archived: false,
  createdAt: NOW,
  updatedAt: NOW,
  lastEvaluatedAt: null,
});

/** The real gate and evaluator over one flag (or none); the store behind `EvaluateFlags` is not the point. */
function availability(flag: Flag | null, plan = DEVELOPER) {
  const contexts: Record<string, unknown>[] = [];
  const flags = {
    one: (key: string, context: Record<string, unknown>) => {
      contexts.push(context);
      return Promise.resolve(flag && key === flag.key ? evaluateFlag(flag, context, NOW) : null);
    },
  } as unknown as EvaluateFlags;
  const flagged = new FlaggedVideoAvailability(new FixedVideoAvailability(plan), new FeatureGate(flags));
  return { flagged, contexts };
}

describe('FlaggedVideoAvailability', () => {
  it('leaves the plan to decide without a flag', async () => {
    const { flagged } = availability(null);
    await expect(flagged.of(LIVE)).resolves.toEqual(DEVELOPER);
  });

  it('does not ask the flag where the plan refuses, so the refusal stays the plan`s', async () => {
    const free = { plan: 'free', allowed: false, monthlyRenders: 0, retentionDays: 0 };
    const { flagged, contexts } = availability(offFor('plan', ['free']), free);
    await expect(flagged.of(LIVE)).resolves.toEqual(free);
    expect(contexts).toEqual([]);
  });

  it('switches video off for the plans the flag names, and marks it as the flag`s refusal', async () => {
    const { flagged } = availability(offFor('plan', ['developer']));
    await expect(flagged.of(LIVE)).resolves.toEqual({ ...DEVELOPER, allowed: false, switchedOff: true });
    const scale = { ...DEVELOPER, plan: 'scale', monthlyRenders: 500 };
    await expect(availability(offFor('plan', ['developer']), scale).flagged.of(LIVE)).resolves.toEqual(scale);
  });

  it("evaluates with the caller's mode: a flag can switch sandbox renders off and leave live ones", async () => {
    const { flagged, contexts } = availability(offFor('sandbox', ['true']));
    await expect(flagged.of(SANDBOX)).resolves.toMatchObject({ allowed: false, switchedOff: true });
    await expect(flagged.of(LIVE)).resolves.toMatchObject({ allowed: true });
    expect(contexts).toMatchObject([
      { tenantId: TENANT, plan: 'developer', sandbox: true },
      { tenantId: TENANT, plan: 'developer', sandbox: false },
    ]);
  });
});
