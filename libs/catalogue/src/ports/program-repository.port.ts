import type { TenantId } from '@libs/shared';
import type { Program } from '../domain/program';
import type { ProgramListQuery, ProgramPage } from '../domain/program-list-query';

/**
 * Storage of programs. The public catalogue has `tenantId` null; every read takes the caller's tenant and
 * returns the public programs plus that tenant's own, never another tenant's.
 */
export abstract class ProgramRepository {
  /** One page in the documented order (id ascending, byte-wise), with the total count of matches. */
  abstract list(query: ProgramListQuery): Promise<ProgramPage>;

  abstract findById(tenantId: TenantId | null, id: string): Promise<Program | null>;

  /** Every program visible to the tenant; the matcher builds its in-memory view from this. */
  abstract findAllVisible(tenantId: TenantId | null): Promise<Program[]>;

  /** Inserts or replaces programs by (tenant, id). Used by the seed and catalogue imports. */
  abstract upsert(programs: readonly Program[]): Promise<void>;
}
