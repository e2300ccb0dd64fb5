import type { ProgramRepository } from '@libs/catalogue';
import type { TenantId } from '@libs/shared';
import type { ProgramSyncStore, ProgramVersion } from './program-sync-store.port';

/**
 * The current import version of a program, for the details read (API and console): only for a program the
 * tenant sees as public. A tenant's own program (which no import describes) shadows a public one of the same
 * id; null also for a program no import describes.
 */
export class GetProgramDetails {
  constructor(
    private readonly store: ProgramSyncStore,
    private readonly programs: ProgramRepository,
  ) {}

  async execute(tenantId: TenantId | null, programId: string): Promise<ProgramVersion | null> {
    const program = await this.programs.findById(tenantId, programId);
    if (!program || program.tenantId !== null) return null;
    const { total } = await this.store.historyPage(programId, 1, 0);
    if (total === 0) return null;
    return (await this.store.historyPage(programId, 1, total - 1)).versions[0] ?? null;
  }
}
