import type { Feature } from '../platform/features/feature';
import { FEATURE_FLAG_ERROR_CODES } from './feature-flags.error-codes';
import { FEATURE_FLAG_EVENT_TYPES } from './feature-flags.event-types';
import { FeatureFlagsModule } from './feature-flags.module';
import { FEATURE_FLAGS_DATA_INVENTORY } from './persistence/feature-flags.data-inventory';
import { CreateFeatureFlags1763715000000 } from './persistence/migrations/1763715000000-create-feature-flags';

export const featureFlagsFeature: Feature = {
  name: 'feature-flags',
  module: FeatureFlagsModule,
  migrations: [CreateFeatureFlags1763715000000],
  errorCodes: FEATURE_FLAG_ERROR_CODES,
  eventTypes: FEATURE_FLAG_EVENT_TYPES,
  dataInventory: FEATURE_FLAGS_DATA_INVENTORY,
};
