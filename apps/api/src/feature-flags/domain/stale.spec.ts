import { isStale } from './stale';

const DAY = 86_400_000;
const NOW = new Date('2026-11-23T12:00:00Z');
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

describe('isStale', () => {
  const partial = [{ constraints: [], rollout: 40 }];
  const full = [{ constraints: [], rollout: 100 }];

  it('marks a flag nobody evaluated for 30 days (from creation when never evaluated)', () => {
    expect(
      isStale({ strategies: partial, createdAt: ago(31), updatedAt: ago(1), lastEvaluatedAt: null }, NOW),
    ).toBe(true);
    expect(
      isStale({ strategies: partial, createdAt: ago(29), updatedAt: ago(29), lastEvaluatedAt: null }, NOW),
    ).toBe(false);
    expect(
      isStale({ strategies: partial, createdAt: ago(90), updatedAt: ago(90), lastEvaluatedAt: ago(2) }, NOW),
    ).toBe(false);
  });

  it('marks a flag at 0 % or 100 % that nobody changed for 30 days, even while evaluated', () => {
    expect(
      isStale({ strategies: full, createdAt: ago(90), updatedAt: ago(30), lastEvaluatedAt: ago(0) }, NOW),
    ).toBe(true);
    expect(
      isStale({ strategies: [], createdAt: ago(90), updatedAt: ago(31), lastEvaluatedAt: ago(0) }, NOW),
    ).toBe(true);
    expect(
      isStale({ strategies: full, createdAt: ago(90), updatedAt: ago(10), lastEvaluatedAt: ago(0) }, NOW),
    ).toBe(false);
  });

  it('does not mark a split between variants as fully rolled out', () => {
    const split = [
      {
        constraints: [],
        rollout: 100,
        variants: [
          { variant: 'a', weight: 1 },
          { variant: 'b', weight: 1 },
        ],
      },
    ];
    expect(
      isStale({ strategies: split, createdAt: ago(90), updatedAt: ago(60), lastEvaluatedAt: ago(0) }, NOW),
    ).toBe(false);
  });
});
