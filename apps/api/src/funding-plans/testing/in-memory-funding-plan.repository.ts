import type { TenantScope } from '@libs/shared';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import type { FundingPlan } from '../application/funding-plan';
import { FundingPlanRepository } from '../application/funding-plan-repository.port';

/** Plans in a map; reads honour tenant and mode like the database's row-level security does. */
export class InMemoryFundingPlanRepository extends FundingPlanRepository {
  readonly rows = new Map<string, FundingPlan>();

  save(plan: FundingPlan, _tx: Transaction): Promise<void> {
    this.rows.set(plan.id, structuredClone(plan));
    return Promise.resolve();
  }

  findById(scope: TenantScope, id: string): Promise<FundingPlan | null> {
    const p = this.rows.get(id);
    return Promise.resolve(
      p && p.tenantId === scope.tenantId && p.sandbox === scope.sandbox ? structuredClone(p) : null,
    );
  }
}
