import type { TenantId } from '@libs/shared';

/** An event for the tenant's integrations: becomes `{ type, timestamp, data }` on the wire. */
export interface OutboundEvent {
  /** A registered event type (`defineEventTypes`), e.g. `calculation.created`. */
  type: string;
  data: Record<string, unknown>;
  /** Publishing twice with the same key is one event (e.g. `quota.threshold_reached:2026-11:80`). */
  idempotencyKey?: string;
}

/**
 * Outbound messages of a tenant (webhooks today). Publishing stores the event durably before it returns;
 * delivery happens later, at least once, in no promised order.
 */
export abstract class OutboundEvents {
  abstract publish(tenantId: TenantId, event: OutboundEvent): Promise<void>;
}
