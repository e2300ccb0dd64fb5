import type { TenantId } from '@libs/shared';
import type { EntityManager } from 'typeorm';
import { eventTypeOf } from '../../platform/events/event-types';
import type { OutboundEvent } from '../../platform/events/outbound-events.port';
import type { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import { transactionManagerOf } from '../../platform/tenancy/typeorm-unit-of-work';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import type { ChatVendor } from '../domain/chat-message';
import { eventChatMessage } from '../domain/event-chat-message';
import { chatWants, NOT_ROUTED_TO_CHAT, WEBHOOK_ONLY } from '../domain/chat-routing';
import { renderChatParts } from '../domain/render-chat';
import type { ChatOutbox } from '../application/chat-outbox.port';

/**
 * Routes each published event to the tenant's chat destinations that subscribed to it (an outbound-event
 * tap of the webhooks module). Most tenants have none; the calculation's hot path must not pay a query for
 * that on every call, so "no enabled destination" is remembered per tenant for `negativeTtlMs`: a destination
 * connected on this instance is seen at once, one connected on another instance within that time.
 */
export class ChatEventRouter {
  private readonly empty = new Map<TenantId, number>();

  constructor(
    private readonly tenantTx: TenantTransaction,
    private readonly outbox: ChatOutbox,
    private readonly linkBase: string,
    private readonly negativeTtlMs = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** A destination of this tenant was connected here: stop assuming it has none. */
  forget(tenantId: TenantId): void {
    this.empty.delete(tenantId);
  }

  async route(tenantId: TenantId, event: OutboundEvent, tx?: Transaction): Promise<void> {
    if (NOT_ROUTED_TO_CHAT.includes(event.type)) return; // a subscription stored before it was refused
    if (WEBHOOK_ONLY.includes(event.type)) return; // chats get the run's summary (`chatWants`)
    const until = this.empty.get(tenantId);
    if (until !== undefined && until > this.now()) return;
    const select = (em: EntityManager) =>
      em.query(
        `SELECT id, vendor, sandbox, event_types FROM chat_destinations WHERE tenant_id = $1 AND enabled`,
        [tenantId],
      ) as Promise<{ id: string; vendor: ChatVendor; sandbox: boolean; event_types: string[] }[]>;
    const rows = tx
      ? await select(await transactionManagerOf(tx))
      : await this.tenantTx.run(tenantId, select);
    if (rows.length === 0) {
      this.empty.set(tenantId, this.now() + this.negativeTtlMs);
      return;
    }
    this.empty.delete(tenantId);
    const wanted = rows.filter((r) => r.sandbox === event.sandbox && chatWants(r.event_types, event.type));
    if (wanted.length === 0) return;
    const message = eventChatMessage(
      event.type,
      eventTypeOf(event.type)?.description ?? event.type,
      event.data,
      this.linkBase,
    );
    await this.outbox.queue(
      tenantId,
      wanted.map((d) => ({
        destination: { id: d.id, vendor: d.vendor },
        eventType: event.type,
        parts: renderChatParts(d.vendor, message),
      })),
      tx,
    );
  }
}
