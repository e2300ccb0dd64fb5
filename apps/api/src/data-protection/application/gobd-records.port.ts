import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import type { AuditEntry } from '../domain/audit-chain';

/** A stored calculation as the Z3 export lists it (amounts as exact decimal strings, never floats). */
export interface CalculationRecord {
  id: string;
  programId: string;
  channel: string;
  projectBudgetEur: string;
  estimatedSubsidyEur: string;
  ruleVersions: string[];
  referenceDate: string;
  computedAt: Date;
  applicantProfile: unknown;
  result: unknown;
}

/** The tax-relevant records of the tenant that the GoBD data access covers, read in the export's transaction. */
export abstract class GobdRecords {
  abstract calculations(tx: Transaction, sandbox: boolean): Promise<CalculationRecord[]>;
  abstract auditLog(tx: Transaction): Promise<AuditEntry[]>;
}

/** Packs the records into the Z3 archive (`index.xml`, the DTD, one CSV per table). */
export abstract class GobdExportPackager {
  abstract pack(input: {
    tenantId: string;
    createdAt: Date;
    calculations: CalculationRecord[];
    auditLog: AuditEntry[];
  }): { archive: Uint8Array; files: { name: string; sha256: string; rows?: number }[] };
}
