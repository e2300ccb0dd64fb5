import type { Flag } from '../domain/flag';

/** Why a flag is (not) active at an instant; anything but `active` evaluates as DISABLED. */
export type FlagActivity = 'active' | 'disabled' | 'archived' | 'pending' | 'expired';

/**
 * `enabled` is the switch, the schedule the window: an enabled flag is active from `enableAt` (if set) until
 * `disableAt` (if set). Decided at evaluation time, so the switch happens at the instant on every instance,
 * with no job that could be late.
 */
export function activity(flag: Pick<Flag, 'enabled' | 'archived' | 'schedule'>, now: Date): FlagActivity {
  if (flag.archived) return 'archived';
  if (!flag.enabled) return 'disabled';
  const t = now.getTime();
  if (flag.schedule.enableAt && t < Date.parse(flag.schedule.enableAt)) return 'pending';
  if (flag.schedule.disableAt && t >= Date.parse(flag.schedule.disableAt)) return 'expired';
  return 'active';
}
