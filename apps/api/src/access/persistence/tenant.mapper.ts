import { tenantIdOf } from '@libs/shared';
import type { ApiKey } from '../domain/api-key';
import type { OAuthClient } from '../domain/oauth-client';
import type { PlanName } from '../domain/plan';
import type { Scope } from '../../platform/auth/scopes';
import type { Tenant } from '../domain/tenant';
import type { ApiKeyOrmEntity } from './api-key.orm-entity';
import type { OAuthClientOrmEntity } from './oauth-client.orm-entity';
import type { TenantOrmEntity } from './tenant.orm-entity';

// The CHECK constraints of the migration guarantee the plan and scope values read back here.
export const toTenant = (row: TenantOrmEntity): Tenant => ({
  ...row,
  id: tenantIdOf(row.id),
  plan: row.plan as PlanName,
});

export const toApiKey = (row: ApiKeyOrmEntity): ApiKey => ({
  ...row,
  tenantId: tenantIdOf(row.tenantId),
  scopes: row.scopes as Scope[],
});

export const toOAuthClient = (row: OAuthClientOrmEntity): OAuthClient => ({
  ...row,
  tenantId: tenantIdOf(row.tenantId),
  scopes: row.scopes as Scope[],
});
