import { randomUUID } from 'node:crypto';
import type { ProgramRepository } from '@libs/catalogue';
import { isIsoDay } from '@libs/funding-plans';
import { germanDayOf, type Clock, type TenantScope } from '@libs/shared';
import type { TenantEntitlements } from '../../access';
import type { OutboundEvents } from '../../platform/events/outbound-events.port';
import type { UnitOfWork } from '../../platform/tenancy/unit-of-work.port';
import type { FundingPlanRequest } from './plan-request.model';
import type { FundingPlanConfig } from '../funding-plans.config';
import type { FundingPlanCreatedPayload } from '../funding-plans.event-types';
import { planRequest } from './plan-request';
import type { FundingPlan } from './funding-plan';
import {
  FundingPlanDatesInvalidError,
  FundingPlanDeminimisGrantInFutureError,
  FundingPlanNoCostsError,
  FundingPlanUnknownProgramError,
} from './funding-plan.errors';
import type { FundingPlanRepository } from './funding-plan-repository.port';

/** Loads the tenant's programs, plans the best lawful combination (pure engine), stores it with its event. */
export class CreateFundingPlan {
  constructor(
    private readonly programs: ProgramRepository,
    private readonly plans: FundingPlanRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly entitlements: TenantEntitlements,
    private readonly clock: Clock,
    private readonly config: FundingPlanConfig,
    private readonly events?: OutboundEvents,
  ) {}

  async execute(scope: TenantScope, request: FundingPlanRequest): Promise<FundingPlan> {
    const costs = Object.values(request.project.costs ?? {}).filter((v) => typeof v === 'number' && v > 0);
    if (costs.length === 0) throw new FundingPlanNoCostsError();
    if (request.project.applicationDate !== undefined && !isIsoDay(request.project.applicationDate))
      throw new FundingPlanDatesInvalidError('project.applicationDate');
    const now = this.clock.now();
    const today = germanDayOf(now);
    // A grant "already received" cannot be dated after today: refused, not silently left out of the window.
    (request.company.deminimisGrants ?? []).forEach((g, i) => {
      if (g.grantDate > today)
        throw new FundingPlanDeminimisGrantInFutureError(
          `company.deminimisGrants[${i}].grantDate`,
          g.grantDate,
          today,
        );
    });
    const visible = await this.programs.findAllVisible(scope.tenantId);
    const visibleIds = new Set(visible.map((p) => p.id));
    const named = [...(request.programIds ?? []), ...(request.programTerms ?? []).map((t) => t.programId)];
    const unknown = [...new Set(named.filter((id) => !visibleIds.has(id)))].sort();
    if (unknown.length > 0) throw new FundingPlanUnknownProgramError(unknown);
    let programs = visible;
    if (request.programIds) {
      const wanted = new Set(request.programIds);
      programs = visible.filter((p) => wanted.has(p.id));
    }
    const { entitlements } = await this.entitlements.of(scope.tenantId);
    const result = planRequest(request, {
      programs,
      today,
      baseRates: this.config.baseRates,
      candidatesMax: entitlements.fundingPlanCandidatesMax,
    });
    const plan: FundingPlan = {
      id: randomUUID(),
      tenantId: scope.tenantId,
      sandbox: scope.sandbox,
      title: request.project.title ?? null,
      request,
      result,
      createdAt: now,
    };
    await this.unitOfWork.run(scope.tenantId, async (tx) => {
      await this.plans.save(plan, tx);
      // Thin payload: ids and figures, never the company's figures or its de-minimis history.
      await this.events?.publish(
        scope.tenantId,
        {
          type: 'funding_plan.created',
          sandbox: scope.sandbox,
          data: {
            fundingPlanId: plan.id,
            programIds: result.programs.map((p) => p.programId),
            aidValueEur: result.totals.aidValueEur,
            financingEur: result.totals.financingEur,
          } satisfies FundingPlanCreatedPayload,
        },
        tx,
      );
    });
    return plan;
  }
}
