/**
 * The access module's public port: what other modules may import from it (dependency-cruiser enforces
 * that nothing else is). Everything else in access/ is its own business.
 */
export { AccessModule } from './access.module';
export { TenantEntitlements, type TenantPlan } from './application/tenant-entitlements.port';
export type { PlanEntitlements } from './domain/plan';
