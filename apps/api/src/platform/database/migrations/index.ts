import { CreatePrograms1763700000000 } from './1763700000000-create-programs';
import { CreateCalculations1763700100000 } from './1763700100000-create-calculations';
import { CreateTenants1763700900000 } from './1763700900000-create-tenants';
import { TenantRowLevelSecurity1763700900001 } from './1763700900001-tenant-row-level-security';
import { CreateWebhooks1763701200000 } from './1763701200000-create-webhooks';
import { CatalogueVersion1763701300000 } from './1763701300000-catalogue-version';
import { CalculationsRowLevelSecurity1763701400000 } from './1763701400000-calculations-row-level-security';

/** Migrations in order. Explicit imports (no glob) so the same list runs from ts, compiled js and tests. */
export const MIGRATIONS = [
  CreatePrograms1763700000000,
  CreateCalculations1763700100000,
  CreateTenants1763700900000,
  TenantRowLevelSecurity1763700900001,
  CreateWebhooks1763701200000,
  CatalogueVersion1763701300000,
  CalculationsRowLevelSecurity1763701400000,
];
