import { retryDelaySeconds } from './retry-after';

const bounds = { minSeconds: 1, maxSeconds: 3_600 };

describe('retryDelaySeconds', () => {
  it.each([
    [30, null, 30],
    [30, undefined, 30],
    [30, 1, 1],
    [30, 0, 1],
    [30, 0.2, 1],
    [30, 120, 120],
    [30, 999_999, 3_600],
    [30, Number.NaN, 30],
  ])('scheduled %p s, Retry-After %p -> %p s', (scheduled, after, expected) => {
    expect(retryDelaySeconds(scheduled, after, bounds)).toBe(expected);
  });
});
