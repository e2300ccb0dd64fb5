import type { Flag } from '@libs/feature-flags';

export const STALE_AFTER_DAYS = 30;
const DAY_MS = 86_400_000;

/** Every strategy serves all or nobody of its audience: the flag has stopped being an experiment. */
function fullyRolled(flag: Pick<Flag, 'strategies'>): boolean {
  return flag.strategies.every(
    (s) =>
      (s.rollout === 0 || s.rollout === 100) && (s.variants ?? []).filter((v) => v.weight > 0).length <= 1,
  );
}

/**
 * Stale (a candidate for removal from code, as Unleash marks "potentially stale"): no evaluation for 30
 * days (counted from creation when never evaluated), or at 0 %/100 % and unchanged for 30 days.
 */
export function isStale(
  flag: Pick<Flag, 'strategies' | 'createdAt' | 'updatedAt' | 'lastEvaluatedAt'>,
  now: Date,
  days = STALE_AFTER_DAYS,
): boolean {
  const limit = now.getTime() - days * DAY_MS;
  const lastSeen = (flag.lastEvaluatedAt ?? flag.createdAt).getTime();
  if (lastSeen <= limit) return true;
  return fullyRolled(flag) && flag.updatedAt.getTime() <= limit;
}
