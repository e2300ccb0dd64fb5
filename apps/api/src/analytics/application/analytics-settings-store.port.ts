import type { TenantId } from '@libs/shared';

/** A tenant's analytics settings; a tenant that never set any has the defaults. */
export interface TenantAnalyticsSettings {
  /** Whether the product records its own server-side events (search, view, match, calculation). */
  serverEvents: boolean;
}

export const TENANT_ANALYTICS_DEFAULTS: TenantAnalyticsSettings = { serverEvents: true };

export abstract class AnalyticsSettingsStore {
  abstract get(tenantId: TenantId): Promise<TenantAnalyticsSettings>;
  abstract put(tenantId: TenantId, settings: TenantAnalyticsSettings, now: Date): Promise<void>;
}
