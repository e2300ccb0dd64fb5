import type { TenantId } from '@libs/shared';
import type { Program } from '../domain/program';
import { ProgramNotFoundError } from '../domain/program-not-found.error';
import type { ProgramRepository } from '../ports/program-repository.port';

export class GetProgram {
  constructor(private readonly programs: ProgramRepository) {}

  async execute(tenantId: TenantId | null, id: string): Promise<Program> {
    const program = await this.programs.findById(tenantId, id);
    if (!program) throw new ProgramNotFoundError(id);
    return program;
  }
}
