import { type TenantId, UUID_PATTERN as UUID } from '@libs/shared';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, type QueryRunner } from 'typeorm';
import { openWhenNeeded, type TransactionSettings } from './transaction-opening';

/** The role that row-level security policies restrict; created by the RLS migration, owns no table. */
export const APP_ROLE = 'fm_app';

/**
 * Runs tenant-scoped queries in one transaction that (1) tells PostgreSQL the tenant with a
 * transaction-local `app.tenant_id` and (2) drops to the application role, so that row-level security
 * filters every row even if a query forgot its `tenant_id` condition (the first line, which every query
 * still has). Both settings end with the transaction, so a pooled connection never carries a tenant over.
 *
 * Nothing is sent before the work needs it (transaction-opening.ts). The first statement goes out
 * after BEGIN and both settings, sent as one simple-protocol query; `set_config('role', …, true)` is what
 * `SET LOCAL ROLE` does (the same setting, the same membership check), only callable from a SELECT. The
 * simple protocol takes no parameters, so the tenant id is written into the text, and only after it was
 * checked to be a UUID (nothing else can reach the SQL). A transaction that only deferred writes sends the
 * settings (as parameters) and its writes as one pipeline at the commit: one round trip.
 */
@Injectable()
export class TenantTransaction {
  private roleUsable: Promise<boolean> | undefined;

  constructor(private readonly dataSource: DataSource) {}

  async run<T>(tenantId: TenantId, work: (em: EntityManager) => Promise<T>): Promise<T> {
    if (!UUID.test(tenantId)) throw new Error('tenant transaction: the tenant id is not a UUID');
    // As EntityManager#transaction does it, except for the opening.
    const runner = this.dataSource.createQueryRunner();
    try {
      openWhenNeeded(runner, settingsFor(tenantId, await this.canUseRole(runner)));
      await runner.startTransaction();
      const result = await work(runner.manager);
      await runner.commitTransaction();
      return result;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }

  /** One statement under the tenant's row-level security (a transaction of its own). */
  query<T = unknown>(tenantId: TenantId, sql: string, parameters: unknown[] = []): Promise<T> {
    return this.run(tenantId, (em) => em.query(sql, parameters) as Promise<T>);
  }

  /** Before the RLS migration, or for a login that may not assume the role, only the first line holds. */
  // Asked once, on a runner's own connection (the embedded database has a pool of one), before its BEGIN.
  private canUseRole(runner: QueryRunner): Promise<boolean> {
    this.roleUsable ??= runner
      .query(
        `SELECT CASE WHEN EXISTS (SELECT 1 FROM pg_roles WHERE rolname = $1)
                THEN pg_has_role(current_user, $1, 'MEMBER') ELSE false END AS ok`,
        [APP_ROLE],
      )
      .then((rows: { ok: boolean }[]) => rows[0]?.ok === true);
    return this.roleUsable;
  }
}

function settingsFor(tenantId: TenantId, withRole: boolean): TransactionSettings {
  return withRole
    ? {
        literal: `SELECT set_config('app.tenant_id', '${tenantId}', true), set_config('role', '${APP_ROLE}', true)`,
        statement: {
          sql: `SELECT set_config('app.tenant_id', $1, true), set_config('role', $2, true)`,
          parameters: [tenantId, APP_ROLE],
        },
      }
    : {
        literal: `SELECT set_config('app.tenant_id', '${tenantId}', true)`,
        statement: { sql: `SELECT set_config('app.tenant_id', $1, true)`, parameters: [tenantId] },
      };
}
