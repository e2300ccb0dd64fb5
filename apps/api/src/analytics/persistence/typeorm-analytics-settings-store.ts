import type { TenantId } from '@libs/shared';
import type { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import {
  AnalyticsSettingsStore,
  TENANT_ANALYTICS_DEFAULTS,
  type TenantAnalyticsSettings,
} from '../application/analytics-settings-store.port';

/** `analytics_settings`, one row per tenant that changed a default. */
export class TypeormAnalyticsSettingsStore extends AnalyticsSettingsStore {
  constructor(private readonly tenantTx: TenantTransaction) {
    super();
  }

  async get(tenantId: TenantId): Promise<TenantAnalyticsSettings> {
    const rows: { server_events: boolean }[] = await this.tenantTx.query(
      tenantId,
      `SELECT server_events FROM analytics_settings WHERE tenant_id = $1`,
      [tenantId],
    );
    return rows[0] ? { serverEvents: rows[0].server_events } : { ...TENANT_ANALYTICS_DEFAULTS };
  }

  async put(tenantId: TenantId, settings: TenantAnalyticsSettings, now: Date): Promise<void> {
    await this.tenantTx.query(
      tenantId,
      `INSERT INTO analytics_settings (tenant_id, server_events, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (tenant_id) DO UPDATE SET server_events = EXCLUDED.server_events, updated_at = EXCLUDED.updated_at`,
      [tenantId, settings.serverEvents, now.toISOString()],
    );
  }
}
