import type { Feature } from '../platform/features/feature';
import { NOTIFICATION_CONFIG } from './notifications.config';
import { NOTIFICATION_ERROR_CODES } from './notifications.error-codes';
import { NOTIFICATION_EVENT_TYPES } from './notifications.event-types';
import { NotificationsModule } from './notifications.module';
import { CreateNotifications1763716000000 } from './persistence/migrations/1763716000000-create-notifications';
import { DigestChatDestinations1763736400000 } from './persistence/migrations/1763736400000-digest-chat-destinations';
import { PushSandboxDeliveries1763740030100 } from './persistence/migrations/1763740030100-push-sandbox-deliveries';
import { NOTIFICATIONS_DATA_INVENTORY } from './persistence/notifications.data-inventory';

export const notificationsFeature: Feature = {
  name: 'notifications',
  config: NOTIFICATION_CONFIG,
  module: NotificationsModule,
  migrations: [
    CreateNotifications1763716000000,
    DigestChatDestinations1763736400000,
    PushSandboxDeliveries1763740030100,
  ],
  errorCodes: NOTIFICATION_ERROR_CODES,
  eventTypes: NOTIFICATION_EVENT_TYPES,
  dataInventory: NOTIFICATIONS_DATA_INVENTORY,
};
