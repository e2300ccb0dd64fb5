import { Injectable } from '@nestjs/common';
import { tenantIdOf, type TenantScope } from '@libs/shared';
import { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import { entityManagerOf } from '../../platform/tenancy/typeorm-unit-of-work';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import type { FundingPlan } from '../application/funding-plan';
import { FundingPlanRepository } from '../application/funding-plan-repository.port';
import { FundingPlanOrmEntity } from './funding-plan.orm-entity';
import { fromStoredRequest, toStoredRequest } from './stored-plan-request';

/** Every statement runs under row-level security for the plan's tenant (TenantTransaction / UnitOfWork). */
@Injectable()
export class TypeormFundingPlanRepository extends FundingPlanRepository {
  constructor(private readonly tenantTx: TenantTransaction) {
    super();
  }

  async save(p: FundingPlan, tx: Transaction): Promise<void> {
    await entityManagerOf(tx).query(
      `INSERT INTO funding_plans (id, tenant_id, sandbox, title, request, result, aid_value_eur, rule_versions,
         reference_date, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        p.id,
        p.tenantId,
        p.sandbox,
        p.title,
        JSON.stringify(toStoredRequest(p.request)),
        JSON.stringify(p.result),
        String(p.result.totals.aidValueEur),
        p.result.ruleVersions,
        p.result.referenceDate,
        p.createdAt,
      ],
    );
  }

  async findById(scope: TenantScope, id: string): Promise<FundingPlan | null> {
    const row = await this.tenantTx.run(scope.tenantId, (em) =>
      em
        .getRepository(FundingPlanOrmEntity)
        .findOne({ where: { tenantId: scope.tenantId, id, sandbox: scope.sandbox } }),
    );
    if (!row) return null;
    return {
      id: row.id,
      tenantId: tenantIdOf(row.tenantId),
      sandbox: row.sandbox,
      title: row.title,
      request: fromStoredRequest(row.request),
      result: row.result,
      createdAt: row.createdAt,
    };
  }
}
