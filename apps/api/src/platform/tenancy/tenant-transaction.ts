import type { TenantId } from '@libs/shared';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** The role that row-level security policies restrict; created by the RLS migration, owns no table. */
export const APP_ROLE = 'fm_app';

/**
 * Runs tenant-scoped queries in one transaction that (1) tells PostgreSQL the tenant with a
 * transaction-local `app.tenant_id` and (2) drops to the application role, so that row-level security
 * filters every row even if a query forgot its `tenant_id` condition (the first line, which every query
 * still has). Both settings end with the transaction, so a pooled connection never carries a tenant over.
 */
@Injectable()
export class TenantTransaction {
  private roleUsable: Promise<boolean> | undefined;

  constructor(private readonly dataSource: DataSource) {}

  run<T>(tenantId: TenantId, work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (em) => {
      // One statement for both: `set_config('role', …, true)` is what `SET LOCAL ROLE` does (the same
      // setting, the same membership check), only callable from a SELECT.
      await em.query(
        (await this.canUseRole(em))
          ? `SELECT set_config('app.tenant_id', $1, true), set_config('role', '${APP_ROLE}', true)`
          : `SELECT set_config('app.tenant_id', $1, true)`,
        [tenantId],
      );
      return work(em);
    });
  }

  /** One statement under the tenant's row-level security (a transaction of its own). */
  query<T = unknown>(tenantId: TenantId, sql: string, parameters: unknown[] = []): Promise<T> {
    return this.run(tenantId, (em) => em.query(sql, parameters) as Promise<T>);
  }

  /** Before the RLS migration, or for a login that may not assume the role, only the first line holds. */
  // Asked on the transaction's own connection: the embedded database has a pool of one.
  private canUseRole(em: EntityManager): Promise<boolean> {
    this.roleUsable ??= em
      .query(
        `SELECT CASE WHEN EXISTS (SELECT 1 FROM pg_roles WHERE rolname = $1)
                THEN pg_has_role(current_user, $1, 'MEMBER') ELSE false END AS ok`,
        [APP_ROLE],
      )
      .then((rows: { ok: boolean }[]) => rows[0]?.ok === true);
    return this.roleUsable;
  }
}
