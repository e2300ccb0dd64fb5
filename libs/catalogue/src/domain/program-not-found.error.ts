import { NotFoundError } from '@libs/shared';

export class ProgramNotFoundError extends NotFoundError {
  constructor(id: string) {
    super('PROGRAM_NOT_FOUND', `Förderprogramm '${id}' wurde nicht gefunden.`, { programId: id });
  }
}
