/**
 * The plans of spec section 8. `monthlyQuota` null is unlimited; the burst limit (calls per second and
 * credential) is our choice: the spec leaves windows open. `webhooks` null is unlimited, 0 not offered.
 */
export const PLANS = {
  free: { monthlyQuota: 100, burstPerSecond: 5, webhooks: 0 },
  developer: { monthlyQuota: 10_000, burstPerSecond: 10, webhooks: 5 },
  scale: { monthlyQuota: 100_000, burstPerSecond: 50, webhooks: null },
  unlimited: { monthlyQuota: null, burstPerSecond: 1_000, webhooks: null },
} as const satisfies Record<string, PlanLimits>;

export interface PlanLimits {
  monthlyQuota: number | null;
  burstPerSecond: number;
  webhooks: number | null;
}

export type PlanName = keyof typeof PLANS;

export const PLAN_NAMES = Object.keys(PLANS) as PlanName[];

export function isPlanName(value: string): value is PlanName {
  return (PLAN_NAMES as string[]).includes(value);
}
