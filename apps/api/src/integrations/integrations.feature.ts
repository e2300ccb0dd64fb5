import type { Feature } from '../platform/features/feature';
import { INTEGRATION_CONFIG } from './integrations.config';
import { INTEGRATION_ERROR_CODES } from './integrations.error-codes';
import { INTEGRATION_EVENT_TYPES } from './integrations.event-types';
import { IntegrationsModule } from './integrations.module';
import { INTEGRATIONS_DATA_INVENTORY } from './persistence/integrations.data-inventory';
import { CreateChatIntegrations1763720000000 } from './persistence/migrations/1763720000000-create-chat-integrations';
import { CreateHubspotSync1763720100000 } from './persistence/migrations/1763720100000-create-hubspot-sync';
import { CreateHubspotObjects1763734200000 } from './persistence/migrations/1763734200000-create-hubspot-objects';
import { CreateDatevSettings1763737300000 } from './persistence/migrations/1763737300000-create-datev-settings';
import { ChatSandboxDeliveries1763740030000 } from './persistence/migrations/1763740030000-chat-sandbox-deliveries';

export const integrationsFeature: Feature = {
  name: 'integrations',
  config: INTEGRATION_CONFIG,
  module: IntegrationsModule,
  migrations: [
    CreateChatIntegrations1763720000000,
    CreateHubspotSync1763720100000,
    CreateHubspotObjects1763734200000,
    CreateDatevSettings1763737300000,
    ChatSandboxDeliveries1763740030000,
  ],
  errorCodes: INTEGRATION_ERROR_CODES,
  eventTypes: INTEGRATION_EVENT_TYPES,
  dataInventory: INTEGRATIONS_DATA_INVENTORY,
};
