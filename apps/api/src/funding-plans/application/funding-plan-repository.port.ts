import type { TenantScope } from '@libs/shared';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import type { FundingPlan } from './funding-plan';

/** Storage of funding plans, per tenant and mode (sandbox plans apart from live ones, ADR 0009). */
export abstract class FundingPlanRepository {
  abstract save(plan: FundingPlan, tx: Transaction): Promise<void>;
  abstract findById(scope: TenantScope, id: string): Promise<FundingPlan | null>;
}
