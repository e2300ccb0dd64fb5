import { type TenantScope, UUID_PATTERN as UUID } from '@libs/shared';
import type { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import {
  WebhookDeliveryLog,
  type DeliveryLogEntry,
  type DeliveryLogFilter,
} from '../application/webhook-delivery-log.port';

interface AttemptRow {
  id: string;
  event_id: string;
  event_type: string;
  endpoint_id: string;
  attempt: number;
  trigger: DeliveryLogEntry['trigger'];
  outcome: DeliveryLogEntry['outcome'];
  attempted_at: Date;
  duration_ms: number;
  http_status: number | null;
  error_class: string | null;
  response_excerpt: string | null;
  next_attempt_at: Date | null;
  total: number;
}

/** The delivery log (one row per attempt), read straight into entries: a read model, no domain involved. */
export class TypeormWebhookDeliveryLog extends WebhookDeliveryLog {
  constructor(private readonly tenantTx: TenantTransaction) {
    super();
  }

  async list(
    { tenantId, sandbox }: TenantScope,
    f: DeliveryLogFilter,
  ): Promise<{ items: DeliveryLogEntry[]; total: number }> {
    if (f.endpointId && !UUID.test(f.endpointId)) return { items: [], total: 0 };
    const rows: AttemptRow[] = await this.tenantTx.query(
      tenantId,
      `SELECT *, count(*) OVER ()::int AS total FROM webhook_delivery_attempts
       WHERE tenant_id = $1 AND sandbox = $9 AND ($2::uuid IS NULL OR endpoint_id = $2::uuid) AND ($3::text IS NULL OR event_id = $3)
         AND ($4::text IS NULL OR event_type = $4) AND ($5::text IS NULL OR outcome = $5) AND ($6::text IS NULL OR trigger = $6)
       ORDER BY attempted_at DESC, attempt DESC, id LIMIT $7 OFFSET $8`,
      [
        tenantId,
        f.endpointId ?? null,
        f.eventId ?? null,
        f.eventType ?? null,
        f.outcome ?? null,
        f.trigger ?? null,
        f.limit,
        f.offset,
        sandbox,
      ],
    );
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && f.offset > 0) {
      const [count] = (await this.tenantTx.query(
        tenantId,
        `SELECT count(*)::int AS total FROM webhook_delivery_attempts
         WHERE tenant_id = $1 AND sandbox = $7 AND ($2::uuid IS NULL OR endpoint_id = $2::uuid) AND ($3::text IS NULL OR event_id = $3)
           AND ($4::text IS NULL OR event_type = $4) AND ($5::text IS NULL OR outcome = $5) AND ($6::text IS NULL OR trigger = $6)`,
        [
          tenantId,
          f.endpointId ?? null,
          f.eventId ?? null,
          f.eventType ?? null,
          f.outcome ?? null,
          f.trigger ?? null,
          sandbox,
        ],
      )) as [{ total: number }];
      total = count.total;
    }
    return { items: rows.map(toEntry), total };
  }

  /** The message an attempt belongs to, if the attempt is the scope's (tenant and mode). */
  async messageOf({ tenantId, sandbox }: TenantScope, attemptId: string): Promise<string | null> {
    if (!UUID.test(attemptId)) return null;
    const rows: { message_id: string }[] = await this.tenantTx.query(
      tenantId,
      `SELECT message_id FROM webhook_delivery_attempts WHERE tenant_id = $1 AND sandbox = $3 AND id = $2`,
      [tenantId, attemptId, sandbox],
    );
    return rows[0]?.message_id ?? null;
  }
}

function toEntry(r: AttemptRow): DeliveryLogEntry {
  return {
    id: r.id,
    eventId: r.event_id,
    eventType: r.event_type,
    endpointId: r.endpoint_id,
    attempt: r.attempt,
    trigger: r.trigger,
    outcome: r.outcome,
    attemptedAt: new Date(r.attempted_at),
    durationMs: r.duration_ms,
    httpStatus: r.http_status,
    errorClass: r.error_class,
    responseExcerpt: r.response_excerpt,
    nextAttemptAt: r.next_attempt_at ? new Date(r.next_attempt_at) : null,
  };
}
