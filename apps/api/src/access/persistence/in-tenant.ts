import type { TenantId } from '@libs/shared';
import type { EntityManager } from 'typeorm';
import type { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import { entityManagerOf } from '../../platform/tenancy/typeorm-unit-of-work';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';

/** In the use case's unit of work when it passes one, else in a tenant transaction of its own. */
export function inTenant<T>(
  tenantTx: TenantTransaction,
  tenantId: TenantId,
  tx: Transaction | undefined,
  work: (em: EntityManager) => Promise<T>,
): Promise<T> {
  return tx ? work(entityManagerOf(tx)) : tenantTx.run(tenantId, work);
}
