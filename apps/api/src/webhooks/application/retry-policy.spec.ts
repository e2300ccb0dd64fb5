import { nextRetryDelaySeconds, STANDARD_RETRY_SCHEDULE_SECONDS } from './retry-policy';

const middle = () => 0.5;

describe('nextRetryDelaySeconds', () => {
  it.each([
    [1, 5],
    [2, 300],
    [5, 18_000],
    [9, 86_400],
  ])('after attempt %i waits %i s (no jitter at the midpoint)', (attempt, expected) => {
    expect(nextRetryDelaySeconds(attempt, STANDARD_RETRY_SCHEDULE_SECONDS, null, middle)).toBe(expected);
  });

  it('gives up after the tenth attempt', () => {
    expect(nextRetryDelaySeconds(10, STANDARD_RETRY_SCHEDULE_SECONDS, null, middle)).toBeNull();
  });

  it('jitters within +-10 %', () => {
    expect(nextRetryDelaySeconds(2, STANDARD_RETRY_SCHEDULE_SECONDS, null, () => 0)).toBe(270);
    expect(nextRetryDelaySeconds(2, STANDARD_RETRY_SCHEDULE_SECONDS, null, () => 1)).toBe(330);
  });

  it('honours Retry-After within bounds: longer up to a day, shorter down to 5 s', () => {
    expect(nextRetryDelaySeconds(1, STANDARD_RETRY_SCHEDULE_SECONDS, 120, middle)).toBe(120);
    expect(nextRetryDelaySeconds(1, STANDARD_RETRY_SCHEDULE_SECONDS, 999_999, middle)).toBe(86_400);
    expect(nextRetryDelaySeconds(2, STANDARD_RETRY_SCHEDULE_SECONDS, 10, middle)).toBe(10);
    expect(nextRetryDelaySeconds(2, STANDARD_RETRY_SCHEDULE_SECONDS, 1, middle)).toBe(5);
    // The attempts stay counted: an exhausted schedule ends whatever the receiver asks.
    expect(nextRetryDelaySeconds(10, STANDARD_RETRY_SCHEDULE_SECONDS, 1, middle)).toBeNull();
  });
});
