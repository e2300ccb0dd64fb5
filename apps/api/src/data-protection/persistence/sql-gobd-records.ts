import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import { entityManagerOf } from '../../platform/tenancy/typeorm-unit-of-work';
import { GobdRecords, type CalculationRecord } from '../application/gobd-records.port';
import type { AuditEntry } from '../domain/audit-chain';

/**
 * Reads the calculations (another module's table) with plain SQL under the tenant's row-level security, as
 * `SqlComplianceFacts` does: never a write, never an import of that module's code. Amounts stay decimal
 * strings (`numeric`), so that the export shows the stored cents and no float rounding.
 */
export class SqlGobdRecords extends GobdRecords {
  async calculations(tx: Transaction, sandbox: boolean): Promise<CalculationRecord[]> {
    const rows = (await entityManagerOf(tx).query(
      `SELECT id, program_id, channel, project_budget_eur::text AS budget, estimated_subsidy_eur::text AS subsidy,
         rule_versions, to_char(reference_date, 'YYYY-MM-DD') AS reference_date, computed_at, applicant_profile, result
       FROM calculations WHERE tenant_id = $1 AND sandbox = $2 ORDER BY computed_at, id`,
      [tx.tenantId, sandbox],
    )) as {
      id: string;
      program_id: string;
      channel: string;
      budget: string;
      subsidy: string;
      rule_versions: string[];
      reference_date: string;
      computed_at: Date | string;
      applicant_profile: unknown;
      result: unknown;
    }[];
    return rows.map((r) => ({
      id: r.id,
      programId: r.program_id,
      channel: r.channel,
      projectBudgetEur: r.budget,
      estimatedSubsidyEur: r.subsidy,
      ruleVersions: r.rule_versions ?? [],
      referenceDate: r.reference_date,
      computedAt: new Date(r.computed_at),
      applicantProfile: r.applicant_profile,
      result: r.result,
    }));
  }

  async auditLog(tx: Transaction): Promise<AuditEntry[]> {
    const rows = (await entityManagerOf(tx).query(
      `SELECT seq, at, action, entity_type, entity_id, details, prev_hash, hash
       FROM audit_log WHERE tenant_id = $1 ORDER BY seq`,
      [tx.tenantId],
    )) as {
      seq: string | number;
      at: Date | string;
      action: string;
      entity_type: string;
      entity_id: string;
      details: Record<string, unknown>;
      prev_hash: string;
      hash: string;
    }[];
    return rows.map((r) => ({
      seq: Number(r.seq),
      at: new Date(r.at).toISOString(),
      action: r.action,
      entityType: r.entity_type,
      entityId: r.entity_id,
      details: r.details,
      prevHash: r.prev_hash.trim(),
      hash: r.hash.trim(),
    }));
  }
}
