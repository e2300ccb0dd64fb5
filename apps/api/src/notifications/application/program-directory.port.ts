import type { TenantId } from '@libs/shared';
import type { ProgramLookup } from '../domain/digest';

/** The catalogue as the digest filters see it: where a program is open and what kind of instrument it is. */
export abstract class ProgramDirectory {
  /**
   * The programs among `ids` that the tenant's catalogue holds (the public ones and the tenant's own);
   * an id it does not know is absent from the result. Called outside any transaction of the caller.
   */
  abstract lookup(tenantId: TenantId, ids: readonly string[]): Promise<ProgramLookup>;
}
