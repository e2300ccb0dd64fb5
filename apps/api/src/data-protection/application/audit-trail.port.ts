import type { TenantId } from '@libs/shared';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import type { AuditEntry, ChainHead, ChainVerification } from '../domain/audit-chain';

/** A change worth evidence: ids and counts only, never personal data (GoBD Rz. 58 ff.; Art. 5(1)(c) DSGVO). */
export interface AuditRecord {
  action: string;
  entityType: string;
  entityId: string;
  details?: Record<string, string | number | boolean | null>;
}

/**
 * The tenant's append-only, hash-chained audit log (ADR 0017). Other modules append through the public port
 * (`index.ts`) in their own unit of work, so that the entry exists exactly when the change commits.
 */
export abstract class AuditTrail {
  abstract append(tx: Transaction, record: AuditRecord, at: Date): Promise<void>;
  abstract entries(tenantId: TenantId): Promise<AuditEntry[]>;
  /** Verifies from the genesis; with `expectedHead` (kept by the caller) also that the chain still holds it. */
  abstract verify(tenantId: TenantId, expectedHead?: ChainHead): Promise<ChainVerification>;
}
