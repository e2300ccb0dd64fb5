import type { TenantId } from '@libs/shared';
import type { TenantRepository } from '../application/tenant-repository.port';
import { TenantEntitlements, type TenantPlan } from '../application/tenant-entitlements.port';
import { entitlementsOf } from '../domain/plan';

/** Reads the tenant's plan through the tenant repository (not its table: that stays the access module's). */
export class RepositoryTenantEntitlements extends TenantEntitlements {
  constructor(private readonly tenants: TenantRepository) {
    super();
  }

  async of(tenantId: TenantId): Promise<TenantPlan> {
    const plan = (await this.tenants.findById(tenantId))?.plan ?? 'free';
    return { plan, entitlements: entitlementsOf(plan) };
  }
}
