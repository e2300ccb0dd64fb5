import type { TenantId } from '@libs/shared';
import type { OutboundEvent } from '../../platform/events/outbound-events.port';
import { deferTo } from '../../platform/tenancy/typeorm-unit-of-work';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import type { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import type { FeedEvent } from '../domain/feed-event';
import { NotificationFeed, type FeedHead, type FeedScope } from '../application/notification-feed.port';

interface EventRow {
  id: string;
  type: string;
  sandbox: boolean;
  data: Record<string, unknown>;
  created_at: Date;
}

/**
 * Appends in the publisher's transaction without a round trip of its own (a deferred row, sent with the
 * transaction's other writes at its commit); the id comes from the table's trigger. An event published twice with the same
 * idempotency key is one feed entry.
 */
export function deferFeedAppend(tx: Transaction, event: OutboundEvent, now: Date): void {
  deferTo(tx, {
    table: 'notification_events',
    columns: ['tenant_id', 'sandbox', 'type', 'data', 'idempotency_key', 'created_at'],
    values: [
      tx.tenantId,
      event.sandbox,
      event.type,
      JSON.stringify(event.data),
      event.idempotencyKey ?? null,
      now,
    ],
    onConflictDoNothing: 'tenant_id, idempotency_key',
  });
}

export class TypeormNotificationFeed extends NotificationFeed {
  constructor(private readonly tenantTx: TenantTransaction) {
    super();
  }

  async after(
    scope: FeedScope,
    afterId: number,
    types: string[] | null,
    limit: number,
  ): Promise<FeedEvent[]> {
    const rows = await this.tenantTx.query<EventRow[]>(
      scope.tenantId,
      `SELECT id, type, sandbox, data, created_at FROM notification_events
       WHERE tenant_id = $1 AND sandbox = $2 AND id > $3 AND ($4::text[] IS NULL OR type = ANY ($4::text[]))
       ORDER BY id LIMIT $5`,
      [scope.tenantId, scope.sandbox, afterId, types, limit],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      type: r.type,
      sandbox: r.sandbox,
      data: r.data,
      createdAt: new Date(r.created_at),
    }));
  }

  async head(tenantId: TenantId): Promise<FeedHead> {
    const rows = await this.tenantTx.query<{ last_id: string; pruned_through: string }[]>(
      tenantId,
      `SELECT last_id, pruned_through FROM notification_feed_heads WHERE tenant_id = $1`,
      [tenantId],
    );
    const row = rows[0];
    return row
      ? { lastId: Number(row.last_id), prunedThrough: Number(row.pruned_through) }
      : { lastId: 0, prunedThrough: 0 };
  }

  async prune(tenantId: TenantId, cutoff: Date): Promise<number> {
    // One statement: the rows go and the head remembers the newest of them (for `reset`).
    const rows = await this.tenantTx.query<{ n: number }[]>(
      tenantId,
      `WITH gone AS (
         DELETE FROM notification_events WHERE tenant_id = $1 AND created_at < $2 RETURNING id),
       head AS (
         UPDATE notification_feed_heads SET pruned_through = GREATEST(pruned_through, (SELECT max(id) FROM gone))
         WHERE tenant_id = $1 AND EXISTS (SELECT 1 FROM gone) RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      [tenantId, cutoff],
    );
    return rows[0]?.n ?? 0;
  }
}
