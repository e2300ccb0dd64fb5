import type { TenantId } from '@libs/shared';
import { Injectable } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import { inTenant } from './in-tenant';
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

  addWithinLimit(client: OAuthClient, limit: number | null, tx?: Transaction): Promise<boolean> {
    return inTenant(this.tenantTx, client.tenantId, tx, async (em) => {
      // Serialises concurrent creates of one tenant, so two requests cannot both take the last slot.
      await em.query(`SELECT pg_advisory_xact_lock(hashtextextended('oauth_clients:' || $1, 0))`, [
        client.tenantId,
      ]);
      if (limit !== null) {
        const active = await em
          .getRepository(OAuthClientOrmEntity)
          .countBy({ tenantId: client.tenantId, revokedAt: IsNull() });
        if (active >= limit) return false;
      }
      await em.getRepository(OAuthClientOrmEntity).insert(client);
      return true;
    });
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

  /** Read on the verification of access tokens: by primary key, like `findByClientId`, with the tenant. */
  async findById(tenantId: TenantId, id: string): Promise<OAuthClient | null> {
    const row = await this.dataSource.getRepository(OAuthClientOrmEntity).findOneBy({ id, tenantId });
    return row ? toOAuthClient(row) : null;
  }

  revoke(tenantId: TenantId, id: string, at: Date, tx?: Transaction): Promise<boolean> {
    return inTenant(this.tenantTx, tenantId, tx, async (em) => {
      const result = await em
        .getRepository(OAuthClientOrmEntity)
        .update({ id, tenantId, revokedAt: IsNull() }, { revokedAt: at });
      return (result.affected ?? 0) > 0;
    });
  }
}
