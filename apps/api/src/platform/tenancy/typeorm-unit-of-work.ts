import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { TenantId } from '@libs/shared';
import type { EntityManager } from 'typeorm';
import { shareReads } from './deferred-writes';
import { GroupCommit } from './group-commit';
import { TenantTransaction } from './tenant-transaction';
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

/** The TypeORM side of a `Transaction`: the tenant's transactional entity manager. */
class TypeormTransaction implements Transaction {
  constructor(
    readonly tenantId: TenantId,
    readonly manager: EntityManager,
  ) {}
}

/** The TypeORM side of a `PlatformTransaction`: a plain transactional entity manager. */
class TypeormPlatformTransaction implements PlatformTransaction {
  readonly platform = true;
  constructor(readonly manager: EntityManager) {}
}

/** For adapters: the entity manager of a transaction opened by `TypeormUnitOfWork` (or a kernel adapter). */
export function entityManagerOf(tx: Transaction | PlatformTransaction): EntityManager {
  if (!(tx instanceof TypeormTransaction) && !(tx instanceof TypeormPlatformTransaction))
    throw new Error('not a transaction of this database');
  return tx.manager;
}

/**
 * A `UnitOfWork` on the tenant transaction (tenant setting + application role, ADR 0008), with group commit
 * for the units that ask for it (ADR 0027): one lane per tenant and name, so a shared transaction
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

  /** The units one after the other in one tenant transaction; a unit's reads are shared with the others'. */
  private runTogether(units: Unit[]): Promise<unknown[]> {
    const tenantId = units[0]?.tenantId;
    // The lane has the tenant in its key; this guards the one property that must never break.
    if (!tenantId || units.some((unit) => unit.tenantId !== tenantId))
      throw new Error('group commit: units of different tenants in one transaction');
    return this.tenantTx.run(tenantId, async (em) => {
      const done = units.length > 1 ? shareReads(em) : () => undefined;
      try {
        const results: unknown[] = [];
        for (const unit of units) results.push(await unit.work(new TypeormTransaction(tenantId, em)));
        return results;
      } finally {
        done();
      }
    });
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
