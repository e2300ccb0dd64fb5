import type { ChainHead } from './audit-chain';

/** A Z3 data-access export (Datenträgerüberlassung) of the tenant's calculations and audit log. */
export interface GobdExport {
  id: string;
  sandbox: boolean;
  status: 'received' | 'completed';
  requestedAt: Date;
  completedAt: Date | null;
  /** The archive's files with their SHA-256 (and records, for the data files). */
  files: { name: string; sha256: string; rows?: number }[];
  archiveSha256: string | null;
  archiveExpiresAt: Date | null;
  /** The last audit entry the archive contains: an anchor against later removal of entries (ADR 0022). */
  auditHead: ChainHead | null;
}
