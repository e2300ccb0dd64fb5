import type { TenantScope } from '@libs/shared';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import type { Dpia } from '../domain/dpia';

export abstract class DpiaRepository {
  abstract insert(tx: Transaction, dpia: Dpia): Promise<void>;
  abstract update(tx: Transaction, dpia: Dpia): Promise<void>;
  abstract findForUpdate(tx: Transaction, sandbox: boolean, id: string): Promise<Dpia | null>;
  abstract findById(scope: TenantScope, id: string): Promise<Dpia | null>;
}
