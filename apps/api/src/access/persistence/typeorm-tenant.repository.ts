import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Tenant } from '../domain/tenant';
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

  async findByName(name: string): Promise<Tenant | null> {
    const row = await this.dataSource
      .getRepository(TenantOrmEntity)
      .findOne({ where: { name }, order: { createdAt: 'ASC' } });
    return row ? toTenant(row) : null;
  }
}
