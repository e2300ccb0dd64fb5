import type { Feature } from '../platform/features/feature';
import { WEBHOOK_EVENT_TYPES } from './webhooks.event-types';
import { CreateWebhooks1763701200000 } from './persistence/migrations/1763701200000-create-webhooks';
import { WEBHOOK_ERROR_CODES } from './webhooks.error-codes';
import { WebhooksModule } from './webhooks.module';

export const webhooksFeature: Feature = {
  name: 'webhooks',
  module: WebhooksModule,
  migrations: [CreateWebhooks1763701200000],
  errorCodes: WEBHOOK_ERROR_CODES,
  eventTypes: WEBHOOK_EVENT_TYPES,
};
