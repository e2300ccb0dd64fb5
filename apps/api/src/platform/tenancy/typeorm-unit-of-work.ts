import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { TenantId } from '@libs/shared';
import type { EntityManager, QueryRunner } from 'typeorm';
import { deferredWritesOf, type Write, type WriteBuilder } from './deferred-writes';
import { GroupCommit } from './group-commit';
import { TenantTransaction, type DeferredTenantTransaction } from './tenant-transaction';
import { GuessRefuted } from './transaction-commit';
import {
  UnitOfWork,
  type PlatformTransaction,
  type Transaction,
  type UnitOfWorkOptions,
} from './unit-of-work.port';

interface Unit {
  tenantId: TenantId;
  work: (tx: Transaction) => Promise<unknown>;
}

/** The most units one shared transaction takes (its rows become one multi-row INSERT: 12 columns x 64). */
const MAX_UNITS_PER_COMMIT = 64;

/**
 * The TypeORM side of a `Transaction`: the tenant's transaction, open (an entity manager) or not yet
 * (a group commit's, which sends nothing until it must).
 */
class TypeormTransaction implements Transaction {
  constructor(
    readonly tenantId: TenantId,
    private readonly source: EntityManager | DeferredTenantTransaction,
  ) {}

  get runner(): QueryRunner {
    const runner = 'runner' in this.source ? this.source.runner : this.source.queryRunner;
    if (!runner) throw new Error('not a transactional entity manager');
    return runner;
  }

  get manager(): EntityManager {
    if (!('open' in this.source)) return this.source;
    if (!this.source.opened)
      throw new Error('this transaction is not open yet: use `await transactionManagerOf(tx)` to read in it');
    return this.source.runner.manager;
  }

  open(): Promise<EntityManager> {
    return 'open' in this.source ? this.source.open() : Promise.resolve(this.source);
  }
}

/** The TypeORM side of a `PlatformTransaction`: a plain transactional entity manager. */
class TypeormPlatformTransaction implements PlatformTransaction {
  readonly platform = true;
  constructor(readonly manager: EntityManager) {}
}

/**
 * For adapters: the entity manager of a transaction opened by `TypeormUnitOfWork` (or a kernel adapter).
 * A group commit's transaction is not open until something reads: there, use `transactionManagerOf`.
 */
export function entityManagerOf(tx: Transaction | PlatformTransaction): EntityManager {
  if (!(tx instanceof TypeormTransaction) && !(tx instanceof TypeormPlatformTransaction))
    throw new Error('not a transaction of this database');
  return tx.manager;
}

/** The entity manager of a tenant transaction, opening it first if it has sent nothing yet. */
export function transactionManagerOf(tx: Transaction): Promise<EntityManager> {
  if (!(tx instanceof TypeormTransaction)) throw new Error('not a transaction of this database');
  return tx.open();
}

/** Defers a write to the commit of `tx` (deferred-writes.ts), open or not. */
export function deferTo(tx: Transaction, write: Write | WriteBuilder): void {
  if (!(tx instanceof TypeormTransaction)) throw new Error('not a transaction of this database');
  deferredWritesOf(tx.runner).add(write);
}

/** Per-transaction state of an adapter that gathers a transaction's rows into one write (made once per key). */
export function transactionSlot<T>(tx: Transaction, key: string, make: () => T): T {
  if (!(tx instanceof TypeormTransaction)) throw new Error('not a transaction of this database');
  return deferredWritesOf(tx.runner).slot(key, make);
}

/** The query runner of a transaction (its connection), for an executor that must join it (the job queue). */
export function queryRunnerOf(tx: Transaction | PlatformTransaction): QueryRunner {
  if (tx instanceof TypeormTransaction) return tx.runner;
  const runner = entityManagerOf(tx).queryRunner;
  if (!runner) throw new Error('not a transactional entity manager');
  return runner;
}

/**
 * A `UnitOfWork` on the tenant transaction (tenant setting + application role, ADR 0008), with group commit
 * for the units that ask for it (ADR 0027, ADR 0036): one lane per tenant and name, so a shared transaction
 * holds one tenant's units only and runs under that tenant's row-level security like any other.
 */
@Injectable()
export class TypeormUnitOfWork extends UnitOfWork implements OnModuleDestroy {
  private readonly groups = new GroupCommit<Unit, unknown>((_lane, units) => this.runTogether(units), {
    maxBatchSize: MAX_UNITS_PER_COMMIT,
  });

  constructor(private readonly tenantTx: TenantTransaction) {
    super();
  }

  run<T>(tenantId: TenantId, work: (tx: Transaction) => Promise<T>, options?: UnitOfWorkOptions): Promise<T> {
    if (options?.groupCommit === undefined)
      return this.tenantTx.run(tenantId, (em) => work(new TypeormTransaction(tenantId, em)));
    const lane = JSON.stringify([tenantId, options.groupCommit]);
    return this.groups.submit(lane, { tenantId, work }) as Promise<T>;
  }

  /** Graceful shutdown: the units already accepted are written (and answered) before the database closes. */
  onModuleDestroy(): Promise<void> {
    return this.groups.close();
  }

  /**
   * The units one after the other in one tenant transaction that sends nothing before it must. When a write
   * built on a guess found it wrong (`GuessRefuted`, rolled back), the units run once more: the writer has
   * learnt, and units of a group commit may run again by contract.
   */
  private async runTogether(units: Unit[]): Promise<unknown[]> {
    try {
      return await this.runOnce(units, true);
    } catch (error) {
      if (!(error instanceof GuessRefuted)) throw error;
      return this.runOnce(units, false);
    }
  }

  private runOnce(units: Unit[], mayGuess: boolean): Promise<unknown[]> {
    const tenantId = units[0]?.tenantId;
    // The lane has the tenant in its key; this guards the one property that must never break.
    if (!tenantId || units.some((unit) => unit.tenantId !== tenantId))
      throw new Error('group commit: units of different tenants in one transaction');
    return this.tenantTx.runDeferred(
      tenantId,
      async (deferred) => {
        const tx = new TypeormTransaction(tenantId, deferred);
        const results: unknown[] = [];
        for (const unit of units) results.push(await unit.work(tx));
        return results;
      },
      { mayGuess },
    );
  }
}

/** For adapters that already hold the tenant's transactional entity manager (inside `TenantTransaction.run`). */
export function transactionOf(tenantId: TenantId, manager: EntityManager): Transaction {
  return new TypeormTransaction(tenantId, manager);
}

/** For kernel adapters inside `dataSource.transaction(...)` on platform tables (no tenant). */
export function platformTransactionOf(manager: EntityManager): PlatformTransaction {
  return new TypeormPlatformTransaction(manager);
}
