import { Injectable } from '@nestjs/common';
import { germanDayOf } from '@libs/shared';
import { DataSource } from 'typeorm';
import type { Calculation, CalculationChannel } from '../application/calculation';
import { CalculationRepository } from '../application/calculation-repository.port';
import { CalculationOrmEntity } from './calculation.orm-entity';

@Injectable()
export class TypeormCalculationRepository extends CalculationRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async save(c: Calculation): Promise<void> {
    await this.dataSource.getRepository(CalculationOrmEntity).insert({
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
    });
  }

  async findById(tenantId: string, id: string): Promise<Calculation | null> {
    const row = await this.dataSource.getRepository(CalculationOrmEntity).findOne({ where: { tenantId, id } });
    if (!row) return null;
    return {
      id: row.id,
      tenantId: row.tenantId,
      programId: row.programId,
      channel: row.channel as CalculationChannel,
      projectBudgetEur: Number(row.projectBudgetEur),
      profile: row.applicantProfile,
      result: row.result,
      computedAt: row.computedAt,
    };
  }
}
