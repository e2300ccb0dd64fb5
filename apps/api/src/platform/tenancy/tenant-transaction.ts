import { type TenantId, UUID_PATTERN as UUID } from '@libs/shared';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, type QueryRunner } from 'typeorm';
import { deferredWritesOf } from './deferred-writes';
import { StatementNames } from './statement-names';
import { commitUnopened, type CommitChannel, type SqlStatement } from './transaction-commit';

/** The role that row-level security policies restrict; created by the RLS migration, owns no table. */
export const APP_ROLE = 'fm_app';

/**
 * A tenant transaction whose work has not sent anything yet (`TenantTransaction.runDeferred`). Its work
 * defers writes (deferred-writes.ts) on `runner`; a work that must read opens it first (`open`).
 */
export interface DeferredTenantTransaction {
  readonly runner: QueryRunner;
  readonly opened: boolean;
  /** Sends BEGIN and the tenant settings (once) and answers the transactional entity manager. */
  open(): Promise<EntityManager>;
}

/**
 * Runs tenant-scoped queries in one transaction that (1) tells PostgreSQL the tenant with a
 * transaction-local `app.tenant_id` and (2) drops to the application role, so that row-level security
 * filters every row even if a query forgot its `tenant_id` condition (the first line, which every query
 * still has). Both settings end with the transaction, so a pooled connection never carries a tenant over.
 * `set_config('role', …, true)` is what `SET LOCAL ROLE` does (the same setting, the same membership check),
 * only callable with parameters. Writes deferred in the transaction (deferred-writes.ts) go out before its
 * COMMIT. Everything here uses TypeORM's and node-postgres' public API (ADR 0036).
 */
@Injectable()
export class TenantTransaction {
  private roleUsable: Promise<boolean> | undefined;
  /** How commits reach the pool's connections: pipelined where node-postgres' `pipeline` option is on. */
  private readonly commitChannel: CommitChannel;

  constructor(private readonly dataSource: DataSource) {
    const pipelined = (dataSource.options as { extra?: { pipeline?: boolean } }).extra?.pipeline === true;
    this.commitChannel = { pipelined, names: new StatementNames() };
  }

  /** Opens the transaction at once; `work` may read and write through `em`. */
  async run<T>(tenantId: TenantId, work: (em: EntityManager) => Promise<T>): Promise<T> {
    assertTenant(tenantId);
    return this.onRunner(async (runner) => {
      await this.open(runner, tenantId);
      const result = await work(runner.manager);
      await this.commitOpened(runner);
      return result;
    });
  }

  /**
   * Sends nothing until it must: a work that only defers writes is sent at the commit as BEGIN, the settings,
   * its writes and COMMIT written at once on a pipelined connection (one round trip; transaction-commit.ts).
   * A work that calls `open` is an ordinary transaction from then on. Nothing deferred, nothing sent.
   */
  async runDeferred<T>(
    tenantId: TenantId,
    work: (tx: DeferredTenantTransaction) => Promise<T>,
    options: { mayGuess?: boolean } = {},
  ): Promise<T> {
    assertTenant(tenantId);
    return this.onRunner(async (runner) => {
      let opening: Promise<EntityManager> | undefined;
      const tx: DeferredTenantTransaction = {
        runner,
        get opened() {
          return opening !== undefined;
        },
        open: () => (opening ??= this.open(runner, tenantId).then(() => runner.manager)),
      };
      const result = await work(tx);
      if (opening) {
        await opening;
        await this.commitOpened(runner);
      } else {
        const settings = settingsFor(tenantId, await this.canUseRole(runner));
        // Sent at once (one round trip) only on a pipelined connection: elsewhere a write may wait for its rows.
        const writes = deferredWritesOf(runner).take({
          atOnce: this.commitChannel.pipelined && options.mayGuess !== false,
        });
        await commitUnopened(runner, settings, writes, this.commitChannel);
      }
      return result;
    });
  }

  /** A runner of its own for `body`: rolled back if its transaction is still open after an error, released. */
  private async onRunner<T>(body: (runner: QueryRunner) => Promise<T>): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    try {
      return await body(runner);
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

  private async open(runner: QueryRunner, tenantId: TenantId): Promise<void> {
    const settings = settingsFor(tenantId, await this.canUseRole(runner));
    await runner.startTransaction();
    await runner.query(settings.sql, settings.parameters);
  }

  /** The deferred writes (each statement's rows to its `then`), then COMMIT. */
  private async commitOpened(runner: QueryRunner): Promise<void> {
    for (const statement of deferredWritesOf(runner).take({ atOnce: false })) {
      const rows = (await runner.query(statement.sql, statement.parameters)) as unknown[];
      await statement.then?.(rows);
    }
    await runner.commitTransaction();
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

function assertTenant(tenantId: TenantId): void {
  if (!UUID.test(tenantId)) throw new Error('tenant transaction: the tenant id is not a UUID');
}

function settingsFor(tenantId: TenantId, withRole: boolean): SqlStatement {
  return withRole
    ? {
        sql: `SELECT set_config('app.tenant_id', $1, true), set_config('role', $2, true)`,
        parameters: [tenantId, APP_ROLE],
      }
    : { sql: `SELECT set_config('app.tenant_id', $1, true)`, parameters: [tenantId] };
}
