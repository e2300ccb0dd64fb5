import type { TenantId } from '@libs/shared';
import { Injectable } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import type { ApiKey } from '../domain/api-key';
import { ApiKeyRepository } from '../application/api-key-repository.port';
import { ApiKeyOrmEntity } from './api-key.orm-entity';
import { toApiKey } from './tenant.mapper';

/** Tenant-scoped methods filter on `tenant_id` and run under row-level security (TenantTransaction). */
@Injectable()
export class TypeormApiKeyRepository extends ApiKeyRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tenantTx: TenantTransaction,
  ) {
    super();
  }

  async add(key: ApiKey): Promise<void> {
    await this.tenantTx.run(key.tenantId, (em) => em.getRepository(ApiKeyOrmEntity).insert(key));
  }

  async findByDigest(digest: string): Promise<ApiKey | null> {
    const row = await this.dataSource.getRepository(ApiKeyOrmEntity).findOneBy({ digest });
    return row ? toApiKey(row) : null;
  }

  listByTenant(tenantId: TenantId): Promise<ApiKey[]> {
    return this.tenantTx.run(tenantId, async (em) => {
      const rows = await em
        .getRepository(ApiKeyOrmEntity)
        .find({ where: { tenantId }, order: { createdAt: 'ASC', id: 'ASC' } });
      return rows.map(toApiKey);
    });
  }

  /**
   * Read on the verification of access tokens, before the request's tenant transaction: a plain read by
   * primary key like `findByDigest` (the credential_lookup policy), with the tenant as a condition.
   */
  async findById(tenantId: TenantId, id: string): Promise<ApiKey | null> {
    const row = await this.dataSource.getRepository(ApiKeyOrmEntity).findOneBy({ id, tenantId });
    return row ? toApiKey(row) : null;
  }

  revoke(tenantId: TenantId, id: string, at: Date): Promise<boolean> {
    return this.tenantTx.run(tenantId, async (em) => {
      const result = await em
        .getRepository(ApiKeyOrmEntity)
        .update({ id, tenantId, revokedAt: IsNull() }, { revokedAt: at });
      return (result.affected ?? 0) > 0;
    });
  }
}
