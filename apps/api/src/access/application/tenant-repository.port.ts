import type { PlanName } from '../domain/plan';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import type { Tenant } from '../domain/tenant';

/** Tenants themselves: not tenant-scoped (the id is the tenant), read by authentication and the CLI. */
export abstract class TenantRepository {
  abstract add(tenant: Tenant): Promise<void>;
  abstract findById(id: string): Promise<Tenant | null>;
  abstract findByName(name: string): Promise<Tenant | null>;
  /** Sets the plan of the transaction's tenant; its previous plan, or null when there is no such tenant. */
  abstract changePlan(tx: Transaction, plan: PlanName): Promise<PlanName | null>;
}
