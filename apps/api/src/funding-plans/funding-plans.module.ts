import { Module } from '@nestjs/common';
import { ProgramRepository } from '@libs/catalogue';
import { Clock } from '@libs/shared';
import { TenantEntitlements } from '../access';
import { CatalogueModule } from '../catalogue';
import { AppConfigToken, type AppConfig } from '../platform/config/app-config';
import { configSection } from '../platform/config/config-section';
import { OutboundEvents } from '../platform/events/outbound-events.port';
import { UnitOfWork } from '../platform/tenancy/unit-of-work.port';
import { CreateFundingPlan } from './application/create-funding-plan.use-case';
import { FundingPlanRepository } from './application/funding-plan-repository.port';
import { GetFundingPlan } from './application/get-funding-plan.use-case';
import type { FundingPlanConfig } from './funding-plans.config';
import { FundingPlansController } from './funding-plans.controller';
import { TypeormFundingPlanRepository } from './persistence/typeorm-funding-plan.repository';

@Module({
  imports: [CatalogueModule],
  controllers: [FundingPlansController],
  providers: [
    { provide: FundingPlanRepository, useClass: TypeormFundingPlanRepository },
    {
      provide: CreateFundingPlan,
      inject: [
        ProgramRepository,
        FundingPlanRepository,
        UnitOfWork,
        TenantEntitlements,
        Clock,
        AppConfigToken,
        { token: OutboundEvents, optional: true },
      ],
      useFactory: (
        programs: ProgramRepository,
        plans: FundingPlanRepository,
        unitOfWork: UnitOfWork,
        entitlements: TenantEntitlements,
        clock: Clock,
        config: AppConfig,
        events?: OutboundEvents,
      ) =>
        new CreateFundingPlan(
          programs,
          plans,
          unitOfWork,
          entitlements,
          clock,
          configSection<FundingPlanConfig>(config, 'fundingPlans') ?? { baseRates: [] },
          events,
        ),
    },
    {
      provide: GetFundingPlan,
      inject: [FundingPlanRepository],
      useFactory: (r: FundingPlanRepository) => new GetFundingPlan(r),
    },
  ],
  exports: [CreateFundingPlan],
})
export class FundingPlansModule {}
