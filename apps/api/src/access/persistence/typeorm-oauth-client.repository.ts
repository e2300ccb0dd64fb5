import type { TenantId } from '@libs/shared';
import { Injectable } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import type { OAuthClient } from '../domain/oauth-client';
import { OAuthClientRepository } from '../application/oauth-client-repository.port';
import { OAuthClientOrmEntity } from './oauth-client.orm-entity';
import { toOAuthClient } from './tenant.mapper';

/** Tenant-scoped methods filter on `tenant_id` and run under row-level security (TenantTransaction). */
@Injectable()
export class TypeormOAuthClientRepository extends OAuthClientRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tenantTx: TenantTransaction,
  ) {
    super();
  }

  async add(client: OAuthClient): Promise<void> {
    await this.tenantTx.run(client.tenantId, (em) => em.getRepository(OAuthClientOrmEntity).insert(client));
  }

  async findByClientId(clientId: string): Promise<OAuthClient | null> {
    const row = await this.dataSource.getRepository(OAuthClientOrmEntity).findOneBy({ clientId });
    return row ? toOAuthClient(row) : null;
  }

  listByTenant(tenantId: TenantId): Promise<OAuthClient[]> {
    return this.tenantTx.run(tenantId, async (em) => {
      const rows = await em
        .getRepository(OAuthClientOrmEntity)
        .find({ where: { tenantId }, order: { createdAt: 'ASC', id: 'ASC' } });
      return rows.map(toOAuthClient);
    });
  }

  revoke(tenantId: TenantId, id: string, at: Date): Promise<boolean> {
    return this.tenantTx.run(tenantId, async (em) => {
      const result = await em
        .getRepository(OAuthClientOrmEntity)
        .update({ id, tenantId, revokedAt: IsNull() }, { revokedAt: at });
      return (result.affected ?? 0) > 0;
    });
  }
}
