import type { Feature } from '../platform/features/feature';
import { FUNDING_PLAN_CONFIG } from './funding-plans.config';
import { FUNDING_PLAN_ERROR_CODES } from './funding-plans.error-codes';
import { FUNDING_PLAN_EVENT_TYPES } from './funding-plans.event-types';
import { FundingPlansModule } from './funding-plans.module';
import { FundingPlanOrmEntity } from './persistence/funding-plan.orm-entity';
import { FUNDING_PLANS_DATA_INVENTORY } from './persistence/funding-plans.data-inventory';
import { CreateFundingPlans1763722000000 } from './persistence/migrations/1763722000000-create-funding-plans';

export const fundingPlansFeature: Feature = {
  name: 'funding-plans',
  module: FundingPlansModule,
  config: FUNDING_PLAN_CONFIG,
  entities: [FundingPlanOrmEntity],
  migrations: [CreateFundingPlans1763722000000],
  errorCodes: FUNDING_PLAN_ERROR_CODES,
  eventTypes: FUNDING_PLAN_EVENT_TYPES,
  dataInventory: FUNDING_PLANS_DATA_INVENTORY,
};
