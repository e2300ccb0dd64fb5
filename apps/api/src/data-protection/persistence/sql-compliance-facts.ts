import type { TenantId } from '@libs/shared';
import type { DataSource } from 'typeorm';
import type { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import { ComplianceFacts } from '../application/compliance-facts.port';
import type { AdminCredential, StoredSecrets } from '../domain/nis2-assessment';

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

  async adminCredentials(tenantId: TenantId): Promise<AdminCredential[]> {
    const rows = await this.tenantTx.query<{ issued_at: Date | string; expires_at: Date | string | null }[]>(
      tenantId,
      `SELECT created_at AS issued_at, expires_at FROM api_keys
       WHERE tenant_id = $1 AND revoked_at IS NULL AND 'admin' = ANY (scopes) AND (expires_at IS NULL OR expires_at > now())
       UNION ALL
       SELECT created_at, NULL FROM oauth_clients WHERE tenant_id = $1 AND revoked_at IS NULL AND 'admin' = ANY (scopes)`,
      [tenantId],
    );
    return rows.map((r) => ({
      issuedAt: new Date(r.issued_at),
      expiresAt: r.expires_at === null ? null : new Date(r.expires_at),
    }));
  }

  /**
   * Finds the secret columns by name (`*_ciphertext` in a table with `tenant_id`), so that a module adding one
   * is checked without a change here, and counts the tenant's values outside the AES-256-GCM envelope.
   */
  async storedSecrets(tenantId: TenantId): Promise<StoredSecrets> {
    return this.tenantTx.run(tenantId, async (em) => {
      const columns = (await em.query(
        `SELECT c.table_name AS t, c.column_name AS c FROM information_schema.columns c
         JOIN information_schema.columns k ON k.table_schema = c.table_schema AND k.table_name = c.table_name
           AND k.column_name = 'tenant_id'
         WHERE c.table_schema = 'public' AND right(c.column_name, 11) = '_ciphertext'
         ORDER BY c.table_name, c.column_name`,
      )) as { t: string; c: string }[];
      let values = 0;
      let unsealed = 0;
      for (const { t, c } of columns) {
        if (!IDENTIFIER.test(t) || !IDENTIFIER.test(c)) throw new Error(`unexpected identifier ${t}.${c}`);
        const [row] = (await em.query(
          `SELECT count(${c})::int AS n, count(*) FILTER (WHERE ${c} !~ $2)::int AS bad FROM ${t} WHERE tenant_id = $1`,
          [tenantId, SEALED],
        )) as { n: number; bad: number }[];
        values += row?.n ?? 0;
        unsealed += row?.bad ?? 0;
      }
      return { columns: columns.map(({ t, c }) => `${t}.${c}`), values, unsealed };
    });
  }
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
/** `v1.<iv>.<tag>.<data>` in base64url: the form of every sealing cipher of the service. */
const SEALED = '^v1\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*$';
