import type { TenantScope } from '@libs/shared';
import type { DatevSettings } from '../domain/datev-settings';

export interface StoredDatevSettings extends DatevSettings {
  updatedAt: Date;
}

/** The DATEV settings of one tenant and mode (sandbox settings never serve a live export, ADR 0009). */
export abstract class DatevSettingsRepository {
  abstract find(scope: TenantScope): Promise<StoredDatevSettings | null>;
  /** Replaces the settings as a whole (PUT). */
  abstract save(scope: TenantScope, settings: DatevSettings, now: Date): Promise<StoredDatevSettings>;
}
