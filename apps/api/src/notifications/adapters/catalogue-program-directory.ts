import type { TenantId } from '@libs/shared';
import type { ProgramRepository } from '@libs/catalogue';
import { ProgramDirectory } from '../application/program-directory.port';
import type { ProgramFacts, ProgramLookup } from '../domain/digest';

/**
 * Reads programs through the catalogue's exported `ProgramRepository`, which answers from this instance's
 * in-memory snapshot (ADR 0012): a digest's lookups issue no statement unless the catalogue just changed.
 */
export class CatalogueProgramDirectory extends ProgramDirectory {
  constructor(private readonly programs: ProgramRepository) {
    super();
  }

  async lookup(tenantId: TenantId, ids: readonly string[]): Promise<ProgramLookup> {
    const found = new Map<string, ProgramFacts>();
    for (const id of new Set(ids)) {
      const program = await this.programs.findById(tenantId, id);
      if (program) found.set(id, { eligibleRegions: program.eligibleRegions, category: program.category });
    }
    return found;
  }
}
