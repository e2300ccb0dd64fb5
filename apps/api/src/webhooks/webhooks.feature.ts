import { WEBHOOKS_DATA_INVENTORY } from './persistence/webhooks.data-inventory';
import type { Feature } from '../platform/features/feature';
import { WEBHOOK_CONFIG } from './webhooks.config';
import { WEBHOOK_EVENT_TYPES } from './webhooks.event-types';
import { CreateWebhooks1763701200000 } from './persistence/migrations/1763701200000-create-webhooks';
import { WebhooksRowLevelSecurity1763701500000 } from './persistence/migrations/1763701500000-webhooks-row-level-security';
import { WebhooksSandbox1763701600001 } from './persistence/migrations/1763701600001-webhooks-sandbox';
import { WEBHOOK_ERROR_CODES } from './webhooks.error-codes';
import { WebhooksModule } from './webhooks.module';

export const webhooksFeature: Feature = {
  name: 'webhooks',
  config: WEBHOOK_CONFIG,
  module: WebhooksModule,
  migrations: [
    CreateWebhooks1763701200000,
    WebhooksRowLevelSecurity1763701500000,
    WebhooksSandbox1763701600001,
  ],
  dataInventory: WEBHOOKS_DATA_INVENTORY,
  errorCodes: WEBHOOK_ERROR_CODES,
  eventTypes: WEBHOOK_EVENT_TYPES,
};
