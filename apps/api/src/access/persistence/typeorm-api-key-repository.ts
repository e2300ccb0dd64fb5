import type { TenantId } from '@libs/shared';
import { Injectable } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import { inTenant } from './in-tenant';
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

  async add(key: ApiKey, tx?: Transaction): Promise<void> {
    await inTenant(this.tenantTx, key.tenantId, tx, (em) => em.getRepository(ApiKeyOrmEntity).insert(key));
  }

  addWithinLimit(key: ApiKey, limit: number | null, tx?: Transaction): Promise<boolean> {
    return inTenant(this.tenantTx, key.tenantId, tx, async (em) => {
      // Serialises concurrent creates of one tenant, so two requests cannot both take the last slot.
      await em.query(`SELECT pg_advisory_xact_lock(hashtextextended('api_keys:' || $1, 0))`, [key.tenantId]);
      if (limit !== null) {
        const active = await em
          .getRepository(ApiKeyOrmEntity)
          .countBy({ tenantId: key.tenantId, revokedAt: IsNull() });
        if (active >= limit) return false;
      }
      await em.getRepository(ApiKeyOrmEntity).insert(key);
      return true;
    });
  }

  async markUsed(tenantId: TenantId, id: string, day: Date): Promise<void> {
    // The condition makes a second instance's write of the same day a no-op.
    await this.tenantTx.query(
      tenantId,
      `UPDATE api_keys SET last_used_at = $3
        WHERE id = $1 AND tenant_id = $2 AND (last_used_at IS NULL OR last_used_at < $3)`,
      [id, tenantId, day],
    );
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

  async endConsoleSessions(tenantId: TenantId, id: string, at: Date): Promise<void> {
    await this.tenantTx.query(
      tenantId,
      `UPDATE api_keys SET console_sessions_ended_at = $3
        WHERE id = $1 AND tenant_id = $2 AND (console_sessions_ended_at IS NULL OR console_sessions_ended_at < $3)`,
      [id, tenantId, at],
    );
  }

  revoke(tenantId: TenantId, id: string, at: Date, tx?: Transaction): Promise<boolean> {
    return inTenant(this.tenantTx, tenantId, tx, async (em) => {
      const result = await em
        .getRepository(ApiKeyOrmEntity)
        .update({ id, tenantId, revokedAt: IsNull() }, { revokedAt: at });
      return (result.affected ?? 0) > 0;
    });
  }
}
