import type { TenantScope } from '@libs/shared';
import type { FundingPlan } from './funding-plan';
import { FundingPlanNotFoundError } from './funding-plan.errors';
import type { FundingPlanRepository } from './funding-plan-repository.port';

/** A stored plan of the caller's tenant and mode; another tenant's id looks exactly like an unknown one. */
export class GetFundingPlan {
  constructor(private readonly plans: FundingPlanRepository) {}

  async execute(scope: TenantScope, id: string): Promise<FundingPlan> {
    const plan = await this.plans.findById(scope, id);
    if (!plan) throw new FundingPlanNotFoundError(id);
    return plan;
  }
}
