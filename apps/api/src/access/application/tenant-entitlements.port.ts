import type { TenantId } from '@libs/shared';
import type { PlanEntitlements } from '../domain/plan';

/** A tenant's plan by name and what it entitles. */
export interface TenantPlan {
  plan: string;
  entitlements: PlanEntitlements;
}

/**
 * The public port other modules use to ask what a tenant's plan entitles (webhook endpoints, and what later
 * modules sell). An unknown tenant is entitled to what Free is.
 */
export abstract class TenantEntitlements {
  abstract of(tenantId: TenantId): Promise<TenantPlan>;
}
