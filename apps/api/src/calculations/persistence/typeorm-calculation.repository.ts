import { Injectable } from '@nestjs/common';
import { tenantIdOf, germanDayOf, type TenantId } from '@libs/shared';
import { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import { entityManagerOf } from '../../platform/tenancy/typeorm-unit-of-work';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import type { Calculation, CalculationChannel } from '../application/calculation';
import { CalculationRepository } from '../application/calculation-repository.port';
import { CalculationOrmEntity } from './calculation.orm-entity';

/** Every statement runs under row-level security for the calculation's tenant (TenantTransaction / UnitOfWork). */
@Injectable()
export class TypeormCalculationRepository extends CalculationRepository {
  constructor(private readonly tenantTx: TenantTransaction) {
    super();
  }

  async save(c: Calculation, tx: Transaction): Promise<void> {
    await entityManagerOf(tx)
      .getRepository(CalculationOrmEntity)
      .insert({
        id: c.id,
        tenantId: c.tenantId,
        programId: c.programId,
        channel: c.channel,
        projectBudgetEur: String(c.projectBudgetEur),
        applicantProfile: c.profile,
        result: c.result,
        estimatedSubsidyEur: String(c.result.estimatedSubsidyEur),
        ruleVersions: c.result.ruleVersions,
        referenceDate: germanDayOf(c.computedAt),
        computedAt: c.computedAt,
        sandbox: c.sandbox,
      });
  }

  async findById(tenantId: TenantId, id: string, sandbox: boolean): Promise<Calculation | null> {
    const row = await this.tenantTx.run(tenantId, (em) =>
      em.getRepository(CalculationOrmEntity).findOne({ where: { tenantId, id, sandbox } }),
    );
    if (!row) return null;
    return {
      id: row.id,
      tenantId: tenantIdOf(row.tenantId),
      programId: row.programId,
      channel: row.channel as CalculationChannel,
      projectBudgetEur: Number(row.projectBudgetEur),
      profile: row.applicantProfile,
      result: row.result,
      computedAt: row.computedAt,
      sandbox: row.sandbox,
    };
  }
}
