import type { Clock } from '@libs/shared';
import type { Principal } from '../../platform/auth/principal';
import { entitlementsOf, type PlanName } from '../domain/plan';
import { quotaPeriodOf, quotaResetOf, usagePeriodOf } from '../domain/quota-period';
import type { UsageLedger } from './usage-ledger.port';

/** The calling credential's budget this UTC month: live quota, or the sandbox budget for a sandbox credential. */
export interface QuotaStatus {
  plan: PlanName;
  sandbox: boolean;
  period: string;
  limit: number | null;
  used: number;
  remaining: number | null;
  resetAt: Date;
  burstPerSecond: number;
  tenantBurstPerSecond: number;
}

/** Read by `GET /api/v2/developer/quota` and by the console's usage page. */
export class ReadQuota {
  constructor(
    private readonly usage: UsageLedger,
    private readonly clock: Clock,
  ) {}

  async execute(principal: Pick<Principal, 'tenantId' | 'plan' | 'sandbox'>): Promise<QuotaStatus> {
    const now = this.clock.now();
    const plan = entitlementsOf(principal.plan);
    const limit = principal.sandbox ? plan.sandboxMonthlyQuota : plan.monthlyQuota;
    const used = await this.usage.used(principal.tenantId, usagePeriodOf(now, principal.sandbox));
    return {
      plan: principal.plan as PlanName,
      sandbox: principal.sandbox,
      period: quotaPeriodOf(now),
      limit,
      used,
      remaining: limit === null ? null : Math.max(0, limit - used),
      resetAt: quotaResetOf(now),
      burstPerSecond: plan.burstPerSecond,
      tenantBurstPerSecond: plan.tenantBurstPerSecond,
    };
  }
}
