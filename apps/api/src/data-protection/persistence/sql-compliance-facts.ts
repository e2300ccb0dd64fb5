import type { TenantId } from '@libs/shared';
import type { DataSource } from 'typeorm';
import type { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import { ComplianceFacts } from '../application/compliance-facts.port';

/**
 * Read-only counts over other modules' tables for the evidence answers (ADR 0017): plain SQL under the
 * tenant's row-level security, never a write and never an import of their code. A module that changes these
 * columns breaks `compliance.e2e-spec.ts`, not silently the evidence.
 */
export class SqlComplianceFacts extends ComplianceFacts {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tenantTx: TenantTransaction,
  ) {
    super();
  }

  async lastSucceededRun(job: string): Promise<Date | null> {
    const [row] = (await this.dataSource.query(
      `SELECT max(finished_at) AS at FROM job_runs WHERE job = $1 AND status = 'succeeded'`,
      [job],
    )) as { at: Date | string | null }[];
    return row?.at ? new Date(row.at) : null;
  }

  async calculationCount(tenantId: TenantId): Promise<number> {
    const [row] = await this.tenantTx.query<{ n: number }[]>(
      tenantId,
      `SELECT count(*)::int AS n FROM calculations WHERE tenant_id = $1`,
      [tenantId],
    );
    return row?.n ?? 0;
  }

  async adminCredentials(tenantId: TenantId) {
    const [row] = await this.tenantTx.query<{ active: number; without_expiry: number }[]>(
      tenantId,
      `SELECT count(*)::int AS active, count(*) FILTER (WHERE expires_at IS NULL)::int AS without_expiry
       FROM (
         SELECT expires_at FROM api_keys
         WHERE tenant_id = $1 AND revoked_at IS NULL AND 'admin' = ANY (scopes) AND (expires_at IS NULL OR expires_at > now())
         UNION ALL
         SELECT NULL FROM oauth_clients WHERE tenant_id = $1 AND revoked_at IS NULL AND 'admin' = ANY (scopes)
       ) c`,
      [tenantId],
    );
    return { active: row?.active ?? 0, withoutExpiry: row?.without_expiry ?? 0 };
  }
}
