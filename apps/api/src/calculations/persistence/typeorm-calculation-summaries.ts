import { type TenantScope, UUID_PATTERN as UUID } from '@libs/shared';
import type { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import { CalculationSummaries, type CalculationSummary } from '../application/calculation-summaries.port';

/** Under the tenant's row-level security, filtered by mode like every read of calculations (ADR 0009). */
export class TypeormCalculationSummaries extends CalculationSummaries {
  constructor(private readonly tenantTx: TenantTransaction) {
    super();
  }

  async find(
    { tenantId, sandbox }: TenantScope,
    ids: string[],
    since: Date | null,
  ): Promise<CalculationSummary[]> {
    const valid = ids.filter((id) => UUID.test(id));
    if (valid.length === 0) return [];
    const rows = await this.tenantTx.query<
      {
        id: string;
        program_id: string;
        program_name: string | null;
        estimated_subsidy_eur: string;
        eligible: boolean;
        computed_at: Date;
      }[]
    >(
      tenantId,
      // The tenant's own program of that id before the public one (as the catalogue resolves it).
      `SELECT id, program_id, estimated_subsidy_eur, (result->>'eligible')::boolean AS eligible, computed_at,
              (SELECT p.name FROM programs p WHERE p.id = c.program_id AND (p.tenant_id = c.tenant_id OR p.tenant_id IS NULL)
                ORDER BY p.tenant_id NULLS LAST LIMIT 1) AS program_name
       FROM calculations c WHERE tenant_id = $1 AND sandbox = $2 AND id = ANY($3::uuid[]) AND ($4::timestamptz IS NULL OR computed_at >= $4)
       ORDER BY computed_at, id`,
      [tenantId, sandbox, valid, since],
    );
    return rows.map((r) => ({
      id: r.id,
      programId: r.program_id,
      programName: r.program_name ?? r.program_id,
      estimatedSubsidyEur: Number(r.estimated_subsidy_eur),
      eligible: r.eligible,
      computedAt: new Date(r.computed_at),
    }));
  }
}
