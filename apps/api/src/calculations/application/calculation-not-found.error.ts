import { NotFoundError } from '@libs/shared';

export class CalculationNotFoundError extends NotFoundError {
  constructor(id: string) {
    super('CALCULATION_NOT_FOUND', `Berechnung '${id}' wurde nicht gefunden.`, { calculationId: id });
  }
}
