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
  /**
   * Flag evaluations (OFREP, `GET /feature-flags`) per second and credential: their own limit, apart from the
   * burst and never counted against a monthly quota; generous, an app may evaluate per request.
   */
  flagEvaluationsPerSecond: number;
  webhookEndpoints: number | null;
  oauthClients: number | null;
  /** Active (unrevoked) API keys per tenant, enforced on keys made over the API (the operator's CLI is not bound). */
  apiKeys: number | null;
  /** Open notification streams (server-sent events) per tenant and instance at a time. */
  notificationStreams: number | null;
  /** Stored web push subscriptions per tenant (browsers of its users). */
  pushSubscriptions: number | null;
  /** Digest schedules per tenant. */
  digestSchedules: number | null;
  /**
   * Programs a funding plan combines by exact search after the hard filters: the search is
   * exponential in the worst case, so the plan bounds it; the most valuable candidates are kept.
   */
  fundingPlanCandidatesMax: number;
  /** Slack and Teams webhook destinations, each vendor counted on its own (integrations). */
  chatDestinationsPerVendor: number | null;
  /** Companies plus deals one HubSpot sync run may carry; 0: no CRM sync in this plan. */
  crmSyncRecordsPerRun: number | null;
  /**
   * The DATEV export and the ELSTER filing package: computed from the request, no vendor is
   * called; not in Free, as no other integration is.
   */
  taxAndAccountingExports: boolean;
  /** Analytics events per ingestion request: a larger batch is refused whole with 413. */
  analyticsEventsPerBatch: number;
  /** Video renders per UTC calendar month (live and sandbox each); 0 not offered (ADR 0020). */
  videoRendersPerMonth: number | null;
  /** Days a rendered video's files are kept before the cleanup deletes them. */
  videoRetentionDays: number;
}

export const PLANS = {
  free: {
    monthlyQuota: 100,
    sandboxMonthlyQuota: 1_000,
    burstPerSecond: 5,
    tenantBurstPerSecond: 10,
    flagEvaluationsPerSecond: 100,
    webhookEndpoints: 0,
    oauthClients: 2,
    apiKeys: 3,
    notificationStreams: 2,
    pushSubscriptions: 5,
    digestSchedules: 1,
    fundingPlanCandidatesMax: 12,
    chatDestinationsPerVendor: 0,
    crmSyncRecordsPerRun: 0,
    taxAndAccountingExports: false,
    analyticsEventsPerBatch: 100,
    videoRendersPerMonth: 0,
    videoRetentionDays: 0,
  },
  developer: {
    monthlyQuota: 10_000,
    sandboxMonthlyQuota: 10_000,
    burstPerSecond: 10,
    tenantBurstPerSecond: 20,
    flagEvaluationsPerSecond: 1_000,
    webhookEndpoints: 5,
    oauthClients: 10,
    apiKeys: 10,
    notificationStreams: 10,
    pushSubscriptions: 100,
    digestSchedules: 5,
    fundingPlanCandidatesMax: 16,
    chatDestinationsPerVendor: 2,
    crmSyncRecordsPerRun: 500,
    taxAndAccountingExports: true,
    analyticsEventsPerBatch: 500,
    videoRendersPerMonth: 20,
    videoRetentionDays: 7,
  },
  scale: {
    monthlyQuota: 100_000,
    sandboxMonthlyQuota: 50_000,
    burstPerSecond: 50,
    tenantBurstPerSecond: 100,
    flagEvaluationsPerSecond: 5_000,
    webhookEndpoints: null,
    oauthClients: 50,
    apiKeys: 50,
    notificationStreams: 100,
    pushSubscriptions: 10_000,
    digestSchedules: 50,
    fundingPlanCandidatesMax: 20,
    chatDestinationsPerVendor: 10,
    crmSyncRecordsPerRun: 10_000,
    taxAndAccountingExports: true,
    analyticsEventsPerBatch: 1_000,
    videoRendersPerMonth: 500,
    videoRetentionDays: 30,
  },
  unlimited: {
    monthlyQuota: null,
    sandboxMonthlyQuota: 100_000,
    burstPerSecond: 1_000,
    // An individual contract sizes its traffic per credential; the tenant ceiling only stops a runaway loop
    // (2,000/s capped the bench's ten keys at a fifth of what they may send each).
    tenantBurstPerSecond: 50_000,
    flagEvaluationsPerSecond: 20_000,
    webhookEndpoints: null,
    oauthClients: null,
    apiKeys: null,
    notificationStreams: null,
    pushSubscriptions: null,
    digestSchedules: null,
    fundingPlanCandidatesMax: 24,
    chatDestinationsPerVendor: null,
    crmSyncRecordsPerRun: null,
    taxAndAccountingExports: true,
    analyticsEventsPerBatch: 1_000,
    videoRendersPerMonth: null,
    videoRetentionDays: 90,
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
