import { Injectable } from '@nestjs/common';
import { tenantIdOf, germanDayOf, type TenantId } from '@libs/shared';
import { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import { deferTo } from '../../platform/tenancy/typeorm-unit-of-work';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import type { Calculation, CalculationChannel } from '../application/calculation';
import { CalculationRepository } from '../application/calculation-repository.port';
import { CalculationOrmEntity } from './calculation.orm-entity';

const CALCULATION_COLUMNS = [
  'id',
  'tenant_id',
  'program_id',
  'channel',
  'project_budget_eur',
  'applicant_profile',
  'result',
  'estimated_subsidy_eur',
  'rule_versions',
  'reference_date',
  'computed_at',
  'sandbox',
];

/** Every statement runs under row-level security for the calculation's tenant (TenantTransaction / UnitOfWork). */
@Injectable()
export class TypeormCalculationRepository extends CalculationRepository {
  constructor(private readonly tenantTx: TenantTransaction) {
    super();
  }

  /**
   * Deferred to the transaction's commit (deferred-writes.ts): the row costs no round trip of its own, and the
   * rows of a group commit become one multi-row INSERT. The columns of `CalculationOrmEntity`.
   */
  save(c: Calculation, tx: Transaction): Promise<void> {
    deferTo(tx, {
      table: 'calculations',
      columns: CALCULATION_COLUMNS,
      values: [
        c.id,
        c.tenantId,
        c.programId,
        c.channel,
        String(c.projectBudgetEur),
        JSON.stringify(c.profile),
        JSON.stringify(c.result),
        String(c.result.estimatedSubsidyEur),
        c.result.ruleVersions,
        germanDayOf(c.computedAt),
        c.computedAt,
        c.sandbox,
      ],
    });
    return Promise.resolve();
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
