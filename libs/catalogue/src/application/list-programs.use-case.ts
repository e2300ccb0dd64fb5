import type { ProgramListQuery, ProgramPage } from '../domain/program-list-query';
import type { ProgramRepository } from '../ports/program-repository.port';

export class ListPrograms {
  constructor(private readonly programs: ProgramRepository) {}

  execute(query: ProgramListQuery): Promise<ProgramPage> {
    return this.programs.list(query);
  }
}
