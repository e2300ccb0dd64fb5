import type { TenantId } from '@libs/shared';
import { TenantEntitlements, type TenantPlan } from '../application/tenant-entitlements.port';
import type { PlanEntitlements } from '../domain/plan';

/**
 * The access module's fakes for other features' unit tests (their one entry into access/testing). A use case
 * that reads a limit from the plan gets a tenant whose plan grants exactly `entitlements`; the other fields of
 * the plan are absent, so a use case that reads one it was not given fails the test instead of passing on a
 * default.
 */
export class FixedEntitlements extends TenantEntitlements {
  /** The tenants asked for, in order. */
  readonly asked: TenantId[] = [];

  constructor(
    private readonly entitlements: Partial<PlanEntitlements>,
    private readonly plan = 'test',
  ) {
    super();
  }

  async of(tenantId: TenantId): Promise<TenantPlan> {
    this.asked.push(tenantId);
    return { plan: this.plan, entitlements: this.entitlements as PlanEntitlements };
  }
}
