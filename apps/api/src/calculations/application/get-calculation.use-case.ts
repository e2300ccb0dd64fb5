import { type TenantId, UUID_PATTERN as UUID } from '@libs/shared';
import type { Calculation } from './calculation';
import { CalculationNotFoundError } from './calculation-not-found.error';
import type { CalculationRepository } from './calculation-repository.port';

export class GetCalculation {
  constructor(private readonly calculations: CalculationRepository) {}

  /** A malformed id, an unknown id, another tenant's id and the other mode's all answer the same 404. */
  async execute(tenantId: TenantId, id: string, sandbox: boolean): Promise<Calculation> {
    const found = UUID.test(id) ? await this.calculations.findById(tenantId, id, sandbox) : null;
    if (!found) throw new CalculationNotFoundError(id);
    return found;
  }
}
