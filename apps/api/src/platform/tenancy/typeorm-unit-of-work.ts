import { Injectable } from '@nestjs/common';
import type { TenantId } from '@libs/shared';
import type { EntityManager } from 'typeorm';
import { TenantTransaction } from './tenant-transaction';
import { UnitOfWork, type PlatformTransaction, type Transaction } from './unit-of-work.port';

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

/** A `UnitOfWork` on the tenant transaction (tenant setting + application role, ADR 0008). */
@Injectable()
export class TypeormUnitOfWork extends UnitOfWork {
  constructor(private readonly tenantTx: TenantTransaction) {
    super();
  }

  run<T>(tenantId: TenantId, work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.tenantTx.run(tenantId, (em) => work(new TypeormTransaction(tenantId, em)));
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
