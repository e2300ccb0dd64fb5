import type { Clock, TenantScope } from '@libs/shared';
import { RequestValidationError } from '../../platform/errors/request-validation.error';
import { datevSettingsIssues, type DatevSettings } from '../domain/datev-settings';
import type { DatevSettingsRepository, StoredDatevSettings } from './datev-settings.port';

/**
 * Replaces the tenant's DATEV settings after the checks that span fields (an account's length follows the
 * Sachkontenlänge), answered as the same 400 ValidationErrorResponse as the DTO's own checks.
 */
export class SaveDatevSettings {
  constructor(
    private readonly settings: DatevSettingsRepository,
    private readonly clock: Clock,
  ) {}

  async execute(scope: TenantScope, s: DatevSettings): Promise<StoredDatevSettings> {
    const issues = datevSettingsIssues(s);
    if (issues.length > 0) {
      throw new RequestValidationError(issues.map((i) => ({ path: [i.path], message: i.message })));
    }
    return this.settings.save(scope, s, this.clock.now());
  }
}
