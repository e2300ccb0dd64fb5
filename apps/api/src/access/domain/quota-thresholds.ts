/** Shares of the monthly quota at which the tenant's integrations are told (80 % and 100 %). */
export const QUOTA_THRESHOLDS_PERCENT = [80, 100] as const;

/**
 * The threshold that the call bringing usage to `used` has just reached, if any. Each threshold is reached by
 * exactly one call per period (the ledger counts atomically), so the event is published once per period.
 */
export function thresholdReached(used: number, quota: number): number | null {
  for (const percent of QUOTA_THRESHOLDS_PERCENT) {
    if (used === Math.ceil((quota * percent) / 100)) return percent;
  }
  return null;
}

/**
 * The highest threshold at or below `used`, if any. With leases (ADR 0026) a call's number is unique, but a
 * block given back can leave a number unused, so the admission announces the highest threshold crossed that
 * it has not announced yet (the event's idempotency key makes a repeat by another instance one event).
 */
export function thresholdCrossed(used: number, quota: number): number | null {
  let crossed: number | null = null;
  for (const percent of QUOTA_THRESHOLDS_PERCENT)
    if (used >= Math.ceil((quota * percent) / 100)) crossed = percent;
  return crossed;
}
