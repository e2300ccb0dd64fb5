import type { TenantId } from '@libs/shared';
import { Injectable } from '@nestjs/common';
import { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import { UsageLedger } from '../application/usage-ledger.port';

/**
 * One atomic upsert per call: the row lock serialises concurrent calls of a tenant across all instances,
 * and the WHERE refuses the call that would exceed the quota without counting it.
 */
@Injectable()
export class TypeormUsageLedger extends UsageLedger {
  constructor(private readonly tenantTx: TenantTransaction) {
    super();
  }

  consume(tenantId: TenantId, period: string, quota: number | null, at: Date): Promise<number | null> {
    return this.tenantTx.run(tenantId, async (em) => {
      const rows: { used: string }[] = await em.query(
        `INSERT INTO monthly_usage (tenant_id, period, used, updated_at) VALUES ($1, $2, 1, $4)
         ON CONFLICT (tenant_id, period) DO UPDATE SET used = monthly_usage.used + 1, updated_at = $4
           WHERE $3::bigint IS NULL OR monthly_usage.used < $3::bigint
         RETURNING used`,
        [tenantId, period, quota, at],
      );
      const used = rows[0] ? Number(rows[0].used) : null;
      return used !== null && quota !== null && used > quota ? null : used;
    });
  }

  /** Adds calls counted elsewhere (BatchingUsageLedger), without a limit. */
  async add(tenantId: TenantId, period: string, count: number, at: Date): Promise<void> {
    await this.tenantTx.run(tenantId, (em) =>
      em.query(
        `INSERT INTO monthly_usage (tenant_id, period, used, updated_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (tenant_id, period) DO UPDATE SET used = monthly_usage.used + $3, updated_at = $4`,
        [tenantId, period, count, at],
      ),
    );
  }

  used(tenantId: TenantId, period: string): Promise<number> {
    return this.tenantTx.run(tenantId, async (em) => {
      const rows: { used: string }[] = await em.query(
        'SELECT used FROM monthly_usage WHERE tenant_id = $1 AND period = $2',
        [tenantId, period],
      );
      return rows[0] ? Number(rows[0].used) : 0;
    });
  }
}
