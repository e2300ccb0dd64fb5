import { BOOLEAN_VARIANTS, type FlagDefinition } from '../../feature-flags';
import { draftFrom } from './flag-form';
import { PREVIEW_CALLERS, previewFlag } from './flag-preview';

const base: FlagDefinition = {
  key: 'neue-suche',
  description: '',
  type: 'boolean',
  variants: BOOLEAN_VARIANTS,
  defaultVariant: 'off',
  enabled: true,
  strategies: [],
  schedule: {},
};
const now = new Date('2026-06-01T10:00:00Z');

describe('the console flag form and its preview', () => {
  it('sets the first strategy rollout from the form and previews about that share per plan', () => {
    const { draft, issues } = draftFrom({ enabled: 'on', rollout: '30' }, base);
    expect(issues).toEqual([]);
    expect(draft.strategies).toEqual([{ constraints: [], rollout: 30 }]);
    for (const row of previewFlag(draft, now)) {
      const on = row.variants.find((v) => v.variant === 'on')?.callers ?? 0;
      expect(on / PREVIEW_CALLERS).toBeGreaterThan(0.25);
      expect(on / PREVIEW_CALLERS).toBeLessThan(0.35);
      expect(row.reasons).toEqual(['DEFAULT', 'SPLIT']);
    }
  });

  it('targets one plan through a constraint in the JSON field', () => {
    const strategies = JSON.stringify([
      { constraints: [{ contextName: 'plan', operator: 'IN', values: ['scale'] }], rollout: 100 },
    ]);
    const { draft } = draftFrom({ enabled: 'on', strategies }, base);
    const rows = previewFlag(draft, now);
    expect(rows.find((r) => r.plan === 'scale')!.variants).toEqual([
      { variant: 'on', callers: PREVIEW_CALLERS },
    ]);
    expect(rows.find((r) => r.plan === 'free')!.variants).toEqual([
      { variant: 'off', callers: PREVIEW_CALLERS },
    ]);
  });

  it('serves the default to everyone while the flag is off (unchecked box)', () => {
    const { draft } = draftFrom({ rollout: '100' }, base);
    expect(draft.enabled).toBe(false);
    expect(previewFlag(draft, now)[0]!.reasons).toEqual(['DISABLED']);
  });

  it('names what the form got wrong in German', () => {
    expect(draftFrom({ rollout: '101' }, base).issues[0]!.message).toMatch(/0 bis 100/);
    expect(draftFrom({ strategies: '[{' }, base).issues[0]!.message).toMatch(/kein gültiges JSON/);
    expect(draftFrom({ strategies: '[{"rollout":"x"}]' }, base).issues[0]!.path).toEqual(['strategies']);
  });
});
