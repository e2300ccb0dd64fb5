import type { FundingPlanResult } from '@libs/funding-plans';
import type { TenantId } from '@libs/shared';
import type { FundingPlanRequestDto } from '../dto/funding-plan.request.dto';

/** A stored plan: the request as sent, the engine's result, and when it was made. */
export interface FundingPlan {
  id: string;
  tenantId: TenantId;
  sandbox: boolean;
  title: string | null;
  request: FundingPlanRequestDto;
  result: FundingPlanResult;
  createdAt: Date;
}
