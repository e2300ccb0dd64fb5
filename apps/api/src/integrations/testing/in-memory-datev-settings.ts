import type { TenantScope } from '@libs/shared';
import { DatevSettingsRepository, type StoredDatevSettings } from '../application/datev-settings.port';
import type { DatevSettings } from '../domain/datev-settings';

/** DATEV settings per tenant and mode, in memory (use-case tests). */
export class InMemoryDatevSettings extends DatevSettingsRepository {
  private readonly rows = new Map<string, StoredDatevSettings>();

  find(scope: TenantScope): Promise<StoredDatevSettings | null> {
    return Promise.resolve(this.rows.get(`${scope.tenantId}:${scope.sandbox}`) ?? null);
  }

  save(scope: TenantScope, settings: DatevSettings, now: Date): Promise<StoredDatevSettings> {
    const stored = { ...settings, updatedAt: now };
    this.rows.set(`${scope.tenantId}:${scope.sandbox}`, stored);
    return Promise.resolve(stored);
  }
}
