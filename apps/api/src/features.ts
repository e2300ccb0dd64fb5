import { accessFeature } from './access/access.feature';
import { calculationsFeature } from './calculations/calculations.feature';
import { catalogueFeature } from './catalogue/catalogue.feature';
import { cronFeature } from './cron/cron.feature';
import { healthFeature } from './health/health.feature';
import { matchingFeature } from './matching/matching.feature';
import { KERNEL_SCHEMA } from './platform/database/kernel-schema';
import { schemaOf, type Feature } from './platform/features/feature';
import { webhooksFeature } from './webhooks/webhooks.feature';

/**
 * The one list of feature modules (composition root). A new module adds its `<feature>.feature.ts` here and
 * nowhere else in the kernel (docs/adding-a-module.md).
 */
export const FEATURES: readonly Feature[] = [
  accessFeature,
  webhooksFeature,
  healthFeature,
  catalogueFeature,
  calculationsFeature,
  matchingFeature,
  cronFeature,
];

/** The configuration sections of every feature, for `loadConfig` (main.ts, the OpenAPI export). */
export const FEATURE_CONFIG = FEATURES.flatMap((f) => (f.config ? [f.config] : []));

/** Every entity and migration of the app, for the app itself, the migrate command, the CLI and the tests. */
export const APP_SCHEMA = schemaOf(FEATURES, KERNEL_SCHEMA);
