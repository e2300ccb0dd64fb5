import { tenantIdOf } from '@libs/shared';
import { LeaseStore } from '../application/lease-store.port';
import type { LeaseGrant } from '../domain/quota-lease';
import { TypeormUsageLedger } from './typeorm-usage-ledger';

/** Lease keys are `<tenant>/<period>`: the usage row that holds the period's counter. */
export function leaseKeyOf(tenantId: string, period: string): string {
  return `${tenantId}/${period}`;
}

function parts(key: string): [ReturnType<typeof tenantIdOf>, string] {
  const slash = key.indexOf('/');
  return [tenantIdOf(key.slice(0, slash)), key.slice(slash + 1)];
}

/** The monthly quota's lease counter in PostgreSQL, for several instances without Redis (ADR 0026). */
export class DatabaseLeaseStore extends LeaseStore {
  constructor(private readonly ledger: TypeormUsageLedger) {
    super();
  }

  grant(key: string, want: number, ceiling: number): Promise<LeaseGrant> {
    const [tenantId, period] = parts(key);
    return this.ledger.grant(tenantId, period, want, ceiling, new Date());
  }

  release(key: string, count: number): Promise<void> {
    const [tenantId, period] = parts(key);
    return this.ledger.release(tenantId, period, count);
  }
}
