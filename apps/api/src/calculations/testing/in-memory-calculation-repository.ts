import type { TenantId } from '@libs/shared';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import type { Calculation } from '../application/calculation';
import { CalculationRepository } from '../application/calculation-repository.port';

/** Calculations in memory, read by tenant and mode like the TypeORM adapter; remembers each save's transaction. */
export class InMemoryCalculationRepository extends CalculationRepository {
  readonly saved: { calculation: Calculation; tx: Transaction }[] = [];

  async save(calculation: Calculation, tx: Transaction): Promise<void> {
    if (this.saved.some((s) => s.calculation.id === calculation.id))
      throw new Error(`duplicate key: calculation ${calculation.id}`);
    this.saved.push({ calculation: structuredClone(calculation), tx });
  }

  async findById(tenantId: TenantId, id: string, sandbox: boolean): Promise<Calculation | null> {
    const found = this.saved.find(
      ({ calculation: c }) => c.id === id && c.tenantId === tenantId && c.sandbox === sandbox,
    );
    return found ? structuredClone(found.calculation) : null;
  }
}
