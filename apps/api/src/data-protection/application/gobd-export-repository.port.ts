import type { TenantScope } from '@libs/shared';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import type { GobdExport } from '../domain/gobd-export';

/** The tenant's Z3 exports and their short-lived archives. */
export abstract class GobdExportRepository {
  abstract insert(tx: Transaction, e: GobdExport): Promise<void>;
  /** An export of this mode still being built: asking again returns it instead of building a second. */
  abstract findOpen(tx: Transaction, sandbox: boolean): Promise<GobdExport | null>;
  /** Locks the row for the job that builds it. */
  abstract findForUpdate(tx: Transaction, id: string): Promise<GobdExport | null>;
  abstract complete(tx: Transaction, e: GobdExport, archive: Uint8Array): Promise<void>;
  abstract findById(scope: TenantScope, id: string): Promise<GobdExport | null>;
  abstract findArchive(
    scope: TenantScope,
    id: string,
  ): Promise<{ archive: Uint8Array | null; expiresAt: Date | null } | null>;
}
