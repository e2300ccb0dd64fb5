/** Standard Webhooks schedule: delays before attempts 2..10, in seconds (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h). */
export const STANDARD_RETRY_SCHEDULE_SECONDS = [5, 300, 1_800, 7_200, 18_000, 36_000, 50_400, 72_000, 86_400];

import { retryDelaySeconds } from '../../platform/http/retry-after';

/**
 * A receiver's Retry-After is honoured from 5 s (the schedule's first step: a receiver cannot make us spend
 * the ten attempts in ten seconds) to a day.
 */
const RETRY_AFTER_BOUNDS = { minSeconds: 5, maxSeconds: 86_400 };

/**
 * Seconds until the next attempt after attempt number `attempt` failed, or null when the schedule is
 * exhausted. Jitter of +-10 % spreads retries of many messages; a receiver's `Retry-After` decides instead,
 * within bounds, shorter or longer than the schedule.
 */
export function nextRetryDelaySeconds(
  attempt: number,
  schedule: readonly number[],
  retryAfterSeconds: number | null,
  random: () => number = Math.random,
): number | null {
  const base = schedule[attempt - 1];
  if (base === undefined) return null;
  return retryDelaySeconds(base * (0.9 + 0.2 * random()), retryAfterSeconds, RETRY_AFTER_BOUNDS);
}
