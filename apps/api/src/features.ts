import { accessFeature } from './access/access.feature';
import { analyticsFeature } from './analytics/analytics.feature';
import { calculationsFeature } from './calculations/calculations.feature';
import { catalogueFeature } from './catalogue/catalogue.feature';
import { catalogueSyncFeature } from './catalogue-sync/catalogue-sync.feature';
import { consoleFeature } from './console/console.feature';
import { cronFeature } from './cron/cron.feature';
import { dataProtectionFeature } from './data-protection/data-protection.feature';
import { featureFlagsFeature } from './feature-flags/feature-flags.feature';
import { fundingPlansFeature } from './funding-plans/funding-plans.feature';
import { healthFeature } from './health/health.feature';
import { integrationsFeature } from './integrations/integrations.feature';
import { matchingFeature } from './matching/matching.feature';
import { mcpFeature } from './mcp/mcp.feature';
import { KERNEL_SCHEMA } from './platform/database/kernel-schema';
import { schemaOf, type Feature } from './platform/features/feature';
import { notificationsFeature } from './notifications/notifications.feature';
import { programSearchFeature } from './program-search/program-search.feature';
import { videoFeature } from './video/video.feature';
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
  catalogueSyncFeature,
  calculationsFeature,
  matchingFeature,
  programSearchFeature,
  mcpFeature,
  cronFeature,
  notificationsFeature,
  dataProtectionFeature,
  featureFlagsFeature,
  fundingPlansFeature,
  integrationsFeature,
  analyticsFeature,
  videoFeature,
  consoleFeature,
];

/** The configuration sections of every feature, for `loadConfig` (main.ts, the OpenAPI export). */
export const FEATURE_CONFIG = FEATURES.flatMap((f) => (f.config ? [f.config] : []));

/** Every entity and migration of the app, for the app itself, the migrate command, the CLI and the tests. */
export const APP_SCHEMA = schemaOf(FEATURES, KERNEL_SCHEMA);
