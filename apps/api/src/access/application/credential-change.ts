import type { TenantId } from '@libs/shared';
import type { OutboundEvent, OutboundEvents } from '../../platform/events/outbound-events.port';
import type { Transaction, UnitOfWork } from '../../platform/tenancy/unit-of-work.port';

/**
 * How a change of the tenant's access (a key, an OAuth client, its plan) is made known: its event, in the
 * change's own unit of work, so that it exists exactly when the change commits. Whoever needs the change as
 * evidence (the audit log of data-protection, ADR 0022) hears the event through the kernel's taps; access
 * imports none of them. Absent in the operator's CLI, which runs without the app's event taps.
 */
export interface ChangeEvents {
  uow: UnitOfWork;
  events: OutboundEvents;
}

/**
 * Runs `write` and, when it returns an event for its result, publishes it in the same unit of work. Without
 * `changes` only the write runs (on the repository's own transaction).
 */
export async function withChangeEvent<T>(
  changes: ChangeEvents | undefined,
  tenantId: TenantId,
  write: (tx?: Transaction) => Promise<T>,
  eventOf: (result: T) => Omit<OutboundEvent, 'sandbox'> | null,
): Promise<T> {
  if (!changes) return write();
  return changes.uow.run(tenantId, async (tx) => {
    const result = await write(tx);
    const event = eventOf(result);
    // Credentials and plans are the live tenant's administration (a sandbox credential manages none).
    if (event) await changes.events.publish(tenantId, { ...event, sandbox: false }, tx);
    return result;
  });
}
