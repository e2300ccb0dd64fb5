import type { Feature } from '../platform/features/feature';
import { ANALYTICS_CONFIG } from './analytics.config';
import { ANALYTICS_ERROR_CODES } from './analytics.error-codes';
import { ANALYTICS_EVENT_TYPES } from './analytics.event-types';
import { AnalyticsModule } from './analytics.module';
import { ANALYTICS_DATA_INVENTORY } from './persistence/analytics.data-inventory';
import { CreateAnalyticsEvents1763718000000 } from './persistence/migrations/1763718000000-create-analytics-events';
import { CreateAnalyticsReports1763718000001 } from './persistence/migrations/1763718000001-create-analytics-reports';
import { CreateAnalyticsSettings1763733000000 } from './persistence/migrations/1763733000000-create-analytics-settings';

export const analyticsFeature: Feature = {
  name: 'analytics',
  module: AnalyticsModule,
  config: ANALYTICS_CONFIG,
  migrations: [
    CreateAnalyticsEvents1763718000000,
    CreateAnalyticsReports1763718000001,
    CreateAnalyticsSettings1763733000000,
  ],
  errorCodes: ANALYTICS_ERROR_CODES,
  eventTypes: ANALYTICS_EVENT_TYPES,
  dataInventory: ANALYTICS_DATA_INVENTORY,
};
