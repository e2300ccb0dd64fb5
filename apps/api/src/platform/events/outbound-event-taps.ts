import type { TenantId } from '@libs/shared';
import type { Transaction } from '../tenancy/unit-of-work.port';
import type { OutboundEvent } from './outbound-events.port';

/**
 * Called for every event an `OutboundEvents` implementation publishes, inside the tenant transaction that
 * stores it (so the tap's writes commit with the change that caused the event, or not at all). A tap should
 * only defer a write (`deferTo`): it must not add a round trip to every publishing use case.
 */
export type OutboundEventTap = (tenantId: TenantId, event: OutboundEvent, tx: Transaction) => void;

/**
 * A tap that must read or enqueue before it knows what to write (the team-chat routing): awaited by the outbox
 * before the event is written, with the publisher's transaction when there is one. It must be cheap when the
 * tenant has nothing for it (a cache), since every publishing use case waits for it.
 */
export type AsyncOutboundEventTap = (
  tenantId: TenantId,
  event: OutboundEvent,
  tx?: Transaction,
) => Promise<void>;

/**
 * The kernel's list of taps on published events: how a module that consumes every tenant event (the
 * notification feed) hears them without the publishing modules knowing it, and without replacing the
 * `OutboundEvents` implementation. Modules add their tap in `onModuleInit`.
 */
export class OutboundEventTaps {
  private readonly taps: OutboundEventTap[] = [];
  private readonly asyncTaps: AsyncOutboundEventTap[] = [];

  add(tap: OutboundEventTap): void {
    this.taps.push(tap);
  }

  addAsync(tap: AsyncOutboundEventTap): void {
    this.asyncTaps.push(tap);
  }

  async notify(tenantId: TenantId, event: OutboundEvent, tx?: Transaction): Promise<void> {
    for (const tap of this.asyncTaps) await tap(tenantId, event, tx);
  }

  get any(): boolean {
    return this.taps.length > 0;
  }

  run(tenantId: TenantId, event: OutboundEvent, tx: Transaction): void {
    for (const tap of this.taps) tap(tenantId, event, tx);
  }
}
