import type { TenantId } from '@libs/shared';
import { Injectable } from '@nestjs/common';
import { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import { UsageLedger } from '../application/usage-ledger.port';
import { LEASE_DIVISOR, LEASE_MAX_BLOCK, type LeaseGrant } from '../domain/quota-lease';

/** `leaseSize` (domain/quota-lease.ts) of what remains above `base`; $3 want, $4 ceiling. */
const size = (base: string) =>
  `LEAST($4::bigint - ${base}, GREATEST($3::bigint, LEAST(${LEASE_MAX_BLOCK}, ($4::bigint - ${base}) / ${LEASE_DIVISOR}), 1))`;
const BASE = 'GREATEST(m.granted, m.used)';

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

  /**
   * A lease block (ADR 0026) in one statement: the row lock serialises the instances' grants, the WHERE
   * refuses when nothing remains. A block starts above what was granted or metered, whichever is more.
   */
  grant(tenantId: TenantId, period: string, want: number, ceiling: number, at: Date): Promise<LeaseGrant> {
    return this.tenantTx.run(tenantId, async (em) => {
      const rows: { granted: string; last_grant: string }[] = await em.query(
        `INSERT INTO monthly_usage AS m (tenant_id, period, used, granted, last_grant, updated_at)
         VALUES ($1, $2, 0, GREATEST(0, ${size('0')}), GREATEST(0, ${size('0')}), $5)
         ON CONFLICT (tenant_id, period) DO UPDATE
           SET granted = ${BASE} + ${size(BASE)}, last_grant = ${size(BASE)}, updated_at = $5
           WHERE ${BASE} < $4::bigint
         RETURNING granted, last_grant`,
        [tenantId, period, want, ceiling, at],
      );
      const row = rows[0];
      return row ? { size: Number(row.last_grant), total: Number(row.granted) } : { size: 0, total: ceiling };
    });
  }

  /** Gives back the unused part of a block. */
  async release(tenantId: TenantId, period: string, count: number): Promise<void> {
    await this.tenantTx.run(tenantId, (em) =>
      em.query(
        'UPDATE monthly_usage SET granted = GREATEST(0, granted - $3) WHERE tenant_id = $1 AND period = $2',
        [tenantId, period, count],
      ),
    );
  }

  /** Metered calls and calls granted in blocks, for the ledgers' estimate of what was used. */
  usage(tenantId: TenantId, period: string): Promise<{ used: number; granted: number }> {
    return this.tenantTx.run(tenantId, async (em) => {
      const rows: { used: string; granted: string }[] = await em.query(
        'SELECT used, granted FROM monthly_usage WHERE tenant_id = $1 AND period = $2',
        [tenantId, period],
      );
      return { used: Number(rows[0]?.used ?? 0), granted: Number(rows[0]?.granted ?? 0) };
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
