import { BOOLEAN_VARIANTS, type FlagDefinition } from '../domain/flag';
import { definitionIssues } from './validate-definition';

const def = (over: Partial<FlagDefinition> = {}): FlagDefinition => ({
  key: 'video',
  description: '',
  type: 'boolean',
  variants: BOOLEAN_VARIANTS,
  defaultVariant: 'off',
  enabled: true,
  strategies: [],
  schedule: {},
  ...over,
});

const paths = (d: FlagDefinition) => definitionIssues(d).map((i) => i.path.join('.'));

describe('definitionIssues', () => {
  it('accepts a plain boolean flag', () => {
    expect(definitionIssues(def({ strategies: [{ constraints: [], rollout: 30 }] }))).toEqual([]);
  });

  it('finds values of the wrong type, duplicate and unknown variants', () => {
    expect(
      paths(
        def({
          type: 'number',
          variants: [
            { key: 'a', value: '1' },
            { key: 'a', value: 2 },
          ],
          defaultVariant: 'x',
        }),
      ),
    ).toEqual(['variants.0.value', 'variants.1.key', 'defaultVariant']);
    expect(
      paths(def({ type: 'object', variants: [{ key: 'a', value: [] as never }], defaultVariant: 'a' })),
    ).toEqual(['variants.0.value']);
  });

  it('checks what strategies serve and the values of their constraints', () => {
    const d = def({
      type: 'string',
      variants: [{ key: 'a', value: 'a' }],
      defaultVariant: 'a',
      strategies: [
        {
          constraints: [
            { contextName: 'plan', operator: 'IN', values: [] },
            { contextName: 'n', operator: 'NUM_GT', value: 'zehn' },
            { contextName: 'currentTime', operator: 'DATE_AFTER', value: 'morgen' },
            { contextName: 'v', operator: 'SEMVER_GT', value: '1.0' },
          ],
          rollout: 100,
        },
        { constraints: [], rollout: 100, variant: 'b', variants: [{ variant: 'c', weight: 0 }] },
      ],
    });
    expect(paths(d)).toEqual([
      'strategies.0.constraints.0.values',
      'strategies.0.constraints.1.value',
      'strategies.0.constraints.2.value',
      'strategies.0.constraints.3.value',
      'strategies.0.variant',
      'strategies.1.variant',
      'strategies.1.variants.0.variant',
      'strategies.1.variants',
    ]);
  });

  it('wants the schedule to end after it starts', () => {
    expect(
      paths(def({ schedule: { enableAt: '2026-12-02T00:00:00Z', disableAt: '2026-12-01T00:00:00Z' } })),
    ).toEqual(['schedule.disableAt']);
  });
});
