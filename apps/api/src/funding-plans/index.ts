/** The funding-plans module's public port (nothing else here is for other modules). */
export { FundingPlansModule } from './funding-plans.module';
/** Planning as the MCP tool `plan_funding` does it: the same use case, request and response as the route. */
export { CreateFundingPlan } from './application/create-funding-plan.use-case';
export { FundingPlanRequestDto } from './dto/funding-plan.request.dto';
export { toFundingPlanResponse } from './dto/funding-plan.response.dto';
