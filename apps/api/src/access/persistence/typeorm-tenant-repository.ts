import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Tenant } from '../domain/tenant';
import type { PlanName } from '../domain/plan';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import { entityManagerOf } from '../../platform/tenancy/typeorm-unit-of-work';
import { TenantRepository } from '../application/tenant-repository.port';
import { toTenant } from './tenant.mapper';
import { TenantOrmEntity } from './tenant.orm-entity';

@Injectable()
export class TypeormTenantRepository extends TenantRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async add(tenant: Tenant): Promise<void> {
    await this.dataSource.getRepository(TenantOrmEntity).insert(tenant);
  }

  async findById(id: string): Promise<Tenant | null> {
    const row = await this.dataSource.getRepository(TenantOrmEntity).findOneBy({ id });
    return row ? toTenant(row) : null;
  }

  /** In the tenant's transaction (application role, policy `tenant_self`): the old plan comes with the update. */
  async changePlan(tx: Transaction, plan: PlanName): Promise<PlanName | null> {
    const rows = (await entityManagerOf(tx).query(
      `UPDATE tenants t SET plan = $2 FROM (SELECT id, plan FROM tenants WHERE id = $1 FOR UPDATE) old
       WHERE t.id = old.id RETURNING old.plan AS previous`,
      [tx.tenantId, plan],
    )) as [{ previous: PlanName }[], number] | { previous: PlanName }[];
    // TypeORM answers an UPDATE … RETURNING on PostgreSQL with [rows, count].
    const list = Array.isArray(rows[0])
      ? (rows[0] as { previous: PlanName }[])
      : (rows as { previous: PlanName }[]);
    return list[0]?.previous ?? null;
  }

  async findByName(name: string): Promise<Tenant | null> {
    const row = await this.dataSource
      .getRepository(TenantOrmEntity)
      .findOne({ where: { name }, order: { createdAt: 'ASC' } });
    return row ? toTenant(row) : null;
  }
}
