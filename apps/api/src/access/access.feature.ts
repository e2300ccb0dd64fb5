import { ACCESS_DATA_INVENTORY } from './persistence/access.data-inventory';
import type { Feature } from '../platform/features/feature';
import { ACCESS_EVENT_TYPES } from './access.event-types';
import { ACCESS_ERROR_CODES } from './access.error-codes';
import { AccessModule } from './access.module';
import { CreateTenants1763700900000 } from './persistence/migrations/1763700900000-create-tenants';
import { TenantRowLevelSecurity1763700900001 } from './persistence/migrations/1763700900001-tenant-row-level-security';
import { SandboxUsagePeriod1763702000040 } from './persistence/migrations/1763702000040-sandbox-usage-period';
import { PrincipalChangeNotifications1763702000080 } from './persistence/migrations/1763702000080-principal-change-notifications';
import { ApiKeyLastUsed1763731000000 } from './persistence/migrations/1763731000000-api-key-last-used';
import { TenantPlanChange1763732000001 } from './persistence/migrations/1763732000001-tenant-plan-change';
import { ConsoleSessionsEnded1763760000000 } from './persistence/migrations/1763760000000-console-sessions-ended';
import { QuotaLeases1764320000000 } from './persistence/migrations/1764320000000-quota-leases';
import { ApiKeyOrmEntity } from './persistence/api-key.orm-entity';
import { OAuthClientOrmEntity } from './persistence/oauth-client.orm-entity';
import { TenantOrmEntity } from './persistence/tenant.orm-entity';
import { MonthlyUsageOrmEntity } from './persistence/monthly-usage.orm-entity';

export const accessFeature: Feature = {
  name: 'access',
  module: AccessModule,
  entities: [TenantOrmEntity, ApiKeyOrmEntity, OAuthClientOrmEntity, MonthlyUsageOrmEntity],
  migrations: [
    CreateTenants1763700900000,
    TenantRowLevelSecurity1763700900001,
    SandboxUsagePeriod1763702000040,
    PrincipalChangeNotifications1763702000080,
    ApiKeyLastUsed1763731000000,
    TenantPlanChange1763732000001,
    ConsoleSessionsEnded1763760000000,
    QuotaLeases1764320000000,
  ],
  dataInventory: ACCESS_DATA_INVENTORY,
  errorCodes: ACCESS_ERROR_CODES,
  eventTypes: ACCESS_EVENT_TYPES,
};
