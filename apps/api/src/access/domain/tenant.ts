import type { TenantId } from '@libs/shared';
import type { PlanName } from './plan';

/** A customer of the API. Every tenant-scoped row carries its id. */
export interface Tenant {
  id: TenantId;
  name: string;
  plan: PlanName;
  /** Sandbox tenants get `fm_test_` keys; the sandbox-token endpoint hands them out. */
  sandbox: boolean;
  createdAt: Date;
}
