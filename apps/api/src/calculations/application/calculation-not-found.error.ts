import { NotFoundError } from '@libs/shared';
// Registers the code (status, German text) in the one catalogue.
import '../calculations.error-codes';

export class CalculationNotFoundError extends NotFoundError {
  constructor(id: string) {
    super('CALCULATION_NOT_FOUND', `Berechnung '${id}' wurde nicht gefunden.`, { calculationId: id });
  }
}
