import { ProgramOrmEntity } from '../../catalogue/persistence/program.orm-entity';
import { SeedStateOrmEntity } from './seed-state.orm-entity';
import { TenantOrmEntity } from '../../tenants/persistence/tenant.orm-entity';
import { ApiKeyOrmEntity } from '../../tenants/persistence/api-key.orm-entity';
import { OAuthClientOrmEntity } from '../../tenants/persistence/oauth-client.orm-entity';
import { MonthlyUsageOrmEntity } from '../rate-limit/monthly-usage.orm-entity';
import { CalculationOrmEntity } from '../../calculations/persistence/calculation.orm-entity';

/** Every TypeORM entity of the app, in one list so both database targets see the same schema. */
export const ORM_ENTITIES = [
  ProgramOrmEntity,
  SeedStateOrmEntity,
  CalculationOrmEntity,
  TenantOrmEntity,
  ApiKeyOrmEntity,
  OAuthClientOrmEntity,
  MonthlyUsageOrmEntity,
];
