import type { Feature } from '../platform/features/feature';
import { CRON_ERROR_CODES } from './cron.error-codes';
import { CronModule } from './cron.module';

export const cronFeature: Feature = {
  name: 'cron',
  module: CronModule,
  errorCodes: CRON_ERROR_CODES,
};
