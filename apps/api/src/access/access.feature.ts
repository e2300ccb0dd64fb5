import type { Feature } from '../platform/features/feature';
import { ACCESS_EVENT_TYPES } from './access.event-types';
import { ACCESS_ERROR_CODES } from './access.error-codes';
import { AccessModule } from './access.module';
import { CreateTenants1763700900000 } from './persistence/migrations/1763700900000-create-tenants';
import { TenantRowLevelSecurity1763700900001 } from './persistence/migrations/1763700900001-tenant-row-level-security';
import { SandboxUsagePeriod1763702000040 } from './persistence/migrations/1763702000040-sandbox-usage-period';
import { PrincipalChangeNotifications1763702000080 } from './persistence/migrations/1763702000080-principal-change-notifications';
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
  ],
  errorCodes: ACCESS_ERROR_CODES,
  eventTypes: ACCESS_EVENT_TYPES,
};
