/** The analytics module's public port. Nothing else in analytics/ may be imported by another feature. */
export { AnalyticsModule } from './analytics.module';
