import type { Feature } from '../platform/features/feature';
import { CRON_CONFIG } from './cron.config';
import { CRON_ERROR_CODES } from './cron.error-codes';
import { CronModule } from './cron.module';

export const cronFeature: Feature = {
  name: 'cron',
  config: CRON_CONFIG,
  module: CronModule,
  errorCodes: CRON_ERROR_CODES,
};
