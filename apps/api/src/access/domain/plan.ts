/**
 * What each plan of spec section 8 entitles: the one source every module reads (through
 * `TenantEntitlements`). `null` is unlimited, `0` not offered. Monthly quota and webhooks are the spec's;
 * the burst limits, the OAuth-client counts and the sandbox budget are our choice (the spec leaves them
 * open, ADR 0008 and 0009).
 * A later module that sells a limit adds its field here, so that a plan is read in one place.
 */
export interface PlanEntitlements {
  /** Calls per UTC calendar month and tenant (live credentials; sandbox calls have their own budget). */
  monthlyQuota: number | null;
  /**
   * Calls per UTC calendar month and tenant with sandbox credentials (ADR 0009): their own budget, always
   * finite (sandbox is for trying things out), so that a test run never eats the live quota.
   */
  sandboxMonthlyQuota: number;
  /** Calls per second and credential. */
  burstPerSecond: number;
  /** Calls per second and tenant, over all its credentials (more clients do not multiply the burst). */
  tenantBurstPerSecond: number;
  webhookEndpoints: number | null;
  oauthClients: number | null;
}

export const PLANS = {
  free: {
    monthlyQuota: 100,
    sandboxMonthlyQuota: 1_000,
    burstPerSecond: 5,
    tenantBurstPerSecond: 10,
    webhookEndpoints: 0,
    oauthClients: 2,
  },
  developer: {
    monthlyQuota: 10_000,
    sandboxMonthlyQuota: 10_000,
    burstPerSecond: 10,
    tenantBurstPerSecond: 20,
    webhookEndpoints: 5,
    oauthClients: 10,
  },
  scale: {
    monthlyQuota: 100_000,
    sandboxMonthlyQuota: 50_000,
    burstPerSecond: 50,
    tenantBurstPerSecond: 100,
    webhookEndpoints: null,
    oauthClients: 50,
  },
  unlimited: {
    monthlyQuota: null,
    sandboxMonthlyQuota: 100_000,
    burstPerSecond: 1_000,
    // An individual contract sizes its traffic per credential; the tenant ceiling only stops a runaway loop
    // (2,000/s capped the bench's ten keys at a fifth of what they may send each).
    tenantBurstPerSecond: 50_000,
    webhookEndpoints: null,
    oauthClients: null,
  },
} as const satisfies Record<string, PlanEntitlements>;

export type PlanName = keyof typeof PLANS;

export const PLAN_NAMES = Object.keys(PLANS) as PlanName[];

export function isPlanName(value: string): value is PlanName {
  return (PLAN_NAMES as string[]).includes(value);
}

/** What `plan` entitles; an unknown name entitles what Free does (nothing is granted by mistake). */
export function entitlementsOf(plan: string): PlanEntitlements {
  return isPlanName(plan) ? PLANS[plan] : PLANS.free;
}
