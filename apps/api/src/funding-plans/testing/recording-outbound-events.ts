import type { TenantId } from '@libs/shared';
import { OutboundEvents, type OutboundEvent } from '../../platform/events/outbound-events.port';
import { UnitOfWork, type Transaction } from '../../platform/tenancy/unit-of-work.port';

/** Events as published, with the transaction they joined. */
export class RecordingOutboundEvents extends OutboundEvents {
  readonly published: { tenantId: TenantId; event: OutboundEvent; tx?: Transaction }[] = [];
  publish(tenantId: TenantId, event: OutboundEvent, tx?: Transaction): Promise<void> {
    this.published.push({ tenantId, event, ...(tx ? { tx } : {}) });
    return Promise.resolve();
  }
}

/** Runs the work at once with a transaction that only carries the tenant. */
export class ImmediateUnitOfWork extends UnitOfWork {
  run<T>(tenantId: TenantId, work: (tx: Transaction) => Promise<T>): Promise<T> {
    return work({ tenantId });
  }
}
