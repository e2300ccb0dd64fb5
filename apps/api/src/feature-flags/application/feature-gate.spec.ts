import { FixedClock, tenantIdOf } from '@libs/shared';
import { BOOLEAN_VARIANTS } from '@libs/feature-flags';
import { InMemoryFlagStore } from '../testing/in-memory-flag-store';
import { EvaluateFlags } from './evaluate-flags.use-case';
import { FeatureGate } from './feature-gate';

const NOW = new Date('2026-11-23T12:00:00Z');
const PAID = { tenantId: tenantIdOf('00000000-0000-4000-8000-0000000000a1'), plan: 'scale', sandbox: false };
const FREE = { ...PAID, plan: 'free' };

async function gateWith(flags: Parameters<InMemoryFlagStore['insert']>[0][]) {
  const store = new InMemoryFlagStore();
  for (const f of flags) await store.insert(f);
  return new FeatureGate(new EvaluateFlags(store, new FixedClock(NOW)));
}

const video = {
  key: 'video-generation',
  description: '',
  type: 'boolean' as const,
  variants: BOOLEAN_VARIANTS,
  defaultVariant: 'off',
  enabled: true,
  strategies: [
    {
      constraints: [{ contextName: 'plan', operator: 'IN' as const, values: ['scale', 'unlimited'] }],
      rollout: 100,
    },
  ],
  schedule: {},
  version: 1,
  archived: false,
  createdAt: NOW,
  updatedAt: NOW,
  lastEvaluatedAt: null,
};

describe('FeatureGate', () => {
  it('opens a capability per plan as the flag says', async () => {
    const gate = await gateWith([video]);
    expect(await gate.isOn('video-generation', PAID)).toBe(true);
    expect(await gate.isOn('video-generation', FREE)).toBe(false);
    // The plan comes from the credential; attributes cannot claim another.
    expect(await gate.isOn('video-generation', FREE, { plan: 'scale' })).toBe(false);
  });

  it('stays closed for a missing, archived, disabled or non-boolean flag', async () => {
    const gate = await gateWith([
      { ...video, key: 'archived', archived: true },
      { ...video, key: 'disabled', enabled: false },
      {
        ...video,
        key: 'text',
        type: 'string',
        variants: [{ key: 'a', value: 'true' }],
        defaultVariant: 'a',
        strategies: [],
      },
    ]);
    for (const key of ['missing', 'archived', 'disabled', 'text'])
      expect(await gate.isOn(key, PAID)).toBe(false);
  });
});
