import type { PlanName } from '../domain/plan';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import { TenantRepository } from '../application/tenant-repository.port';
import type { Tenant } from '../domain/tenant';

/** Tenants in a map; for use-case tests. */
export class InMemoryTenantRepository extends TenantRepository {
  private readonly tenants = new Map<string, Tenant>();

  async add(tenant: Tenant): Promise<void> {
    this.tenants.set(tenant.id, { ...tenant });
  }

  async findById(id: string): Promise<Tenant | null> {
    return this.tenants.get(id) ?? null;
  }

  async changePlan(tx: Transaction, plan: PlanName): Promise<PlanName | null> {
    const tenant = this.tenants.get(tx.tenantId);
    if (!tenant) return null;
    const previous = tenant.plan;
    tenant.plan = plan;
    return previous;
  }

  async findByName(name: string): Promise<Tenant | null> {
    return [...this.tenants.values()].find((t) => t.name === name) ?? null;
  }
}
