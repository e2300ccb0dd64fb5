import type { TenantId } from '@libs/shared';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, type QueryRunner } from 'typeorm';

/** The role that row-level security policies restrict; created by the RLS migration, owns no table. */
export const APP_ROLE = 'fm_app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Runs tenant-scoped queries in one transaction that (1) tells PostgreSQL the tenant with a
 * transaction-local `app.tenant_id` and (2) drops to the application role, so that row-level security
 * filters every row even if a query forgot its `tenant_id` condition (the first line, which every query
 * still has). Both settings end with the transaction, so a pooled connection never carries a tenant over.
 *
 * The BEGIN and both settings go out as one simple-protocol query (issue 34: one round trip fewer per
 * transaction); `set_config('role', …, true)` is what `SET LOCAL ROLE` does (the same setting, the same
 * membership check), only callable from a SELECT. The simple protocol takes no parameters, so the tenant id
 * is written into the text, and only after it was checked to be a UUID (nothing else can reach the SQL).
 */
@Injectable()
export class TenantTransaction {
  private roleUsable: Promise<boolean> | undefined;

  constructor(private readonly dataSource: DataSource) {}

  async run<T>(tenantId: TenantId, work: (em: EntityManager) => Promise<T>): Promise<T> {
    if (!UUID.test(tenantId)) throw new Error('tenant transaction: the tenant id is not a UUID');
    // As EntityManager#transaction does it, except for the first statement.
    const runner = this.dataSource.createQueryRunner();
    try {
      const settings = (await this.canUseRole(runner))
        ? `SELECT set_config('app.tenant_id', '${tenantId}', true), set_config('role', '${APP_ROLE}', true)`
        : `SELECT set_config('app.tenant_id', '${tenantId}', true)`;
      await startWith(runner, settings);
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

/**
 * TypeORM's `startTransaction` (its state: active, depth 1, the broadcasts), with `statement` sent in the
 * same query as its `START TRANSACTION`.
 */
async function startWith(runner: QueryRunner, statement: string): Promise<void> {
  const query = runner.query.bind(runner);
  runner.query = ((sql: string, ...rest: unknown[]) =>
    sql === 'START TRANSACTION'
      ? query(`START TRANSACTION; ${statement}`)
      : (query as (...a: unknown[]) => Promise<unknown>)(sql, ...rest)) as QueryRunner['query'];
  try {
    await runner.startTransaction();
  } finally {
    runner.query = query;
  }
}
