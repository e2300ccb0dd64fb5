import { Injectable } from '@nestjs/common';
import type { TenantId } from '@libs/shared';
import type { EntityManager } from 'typeorm';
import { TenantTransaction } from './tenant-transaction';
import { UnitOfWork, type Transaction } from './unit-of-work.port';

/** The TypeORM side of a `Transaction`: the tenant's transactional entity manager. */
class TypeormTransaction implements Transaction {
  constructor(
    readonly tenantId: TenantId,
    readonly manager: EntityManager,
  ) {}
}

/** For adapters: the entity manager of a transaction opened by `TypeormUnitOfWork`. */
export function entityManagerOf(tx: Transaction): EntityManager {
  if (!(tx instanceof TypeormTransaction)) throw new Error('not a transaction of this database');
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
