/**
 * The access module's public port: what other modules may import from it (dependency-cruiser enforces
 * that nothing else is). Everything else in access/ is its own business.
 */
export { AccessModule } from './access.module';
export { TenantEntitlements, type TenantPlan } from './application/tenant-entitlements.port';
export type { PlanEntitlements } from './domain/plan';
// The console's view of credentials and quotas: the same use cases the developer routes call.
export { IssueApiKey, type IssuedApiKey } from './application/issue-api-key.use-case';
export { RevokeApiKey } from './application/revoke-api-key.use-case';
export { ListApiKeys, type ApiKeySummary } from './application/list-api-keys.use-case';
export { ReadQuota, type QuotaStatus } from './application/read-quota.use-case';
export { StartConsoleSession, type ConsoleSession } from './application/start-console-session.use-case';
export { EndConsoleSessions } from './application/end-console-sessions.use-case';
export { PLAN_NAMES, type PlanName } from './domain/plan';
export type { ApiKey } from './domain/api-key';
