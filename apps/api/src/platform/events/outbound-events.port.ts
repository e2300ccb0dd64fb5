import type { TenantId } from '@libs/shared';
import type { Transaction } from '../tenancy/unit-of-work.port';

/** An event for the tenant's integrations: becomes `{ type, timestamp, data }` on the wire. */
export interface OutboundEvent {
  /** A registered event type (`defineEventTypes`), e.g. `calculation.created`. */
  type: string;
  data: Record<string, unknown>;
  /** Caused by a sandbox credential: delivered to the tenant's sandbox endpoints only (ADR 0009). */
  sandbox: boolean;
  /** Publishing twice with the same key is one event (e.g. `quota.threshold_reached:2026-11:80`). */
  idempotencyKey?: string;
}

/**
 * Outbound messages of a tenant (webhooks today). Publishing stores the event durably before it returns;
 * delivery happens later, at least once, in no promised order. Given the use case's `Transaction`, the event
 * commits with the change that caused it, or not at all (transactional outbox).
 */
export abstract class OutboundEvents {
  abstract publish(tenantId: TenantId, event: OutboundEvent, tx?: Transaction): Promise<void>;
}
