import type { FundingPlanResult } from '@libs/funding-plans';
import type { TenantId } from '@libs/shared';
import type { FundingPlanRequest } from './plan-request.model';

/** A stored plan: the request as sent, the engine's result, and when it was made. */
export interface FundingPlan {
  id: string;
  tenantId: TenantId;
  sandbox: boolean;
  title: string | null;
  request: FundingPlanRequest;
  result: FundingPlanResult;
  createdAt: Date;
}
