/** The funding-plans module's public port (nothing else here is for other modules). */
export { FundingPlansModule } from './funding-plans.module';
