import type { TenantId } from '@libs/shared';
import type { EntityManager } from 'typeorm';
import { deferBuiltWrite, shiftedParameters, type Write } from '../../platform/tenancy/deferred-writes';
import type { JobInsertSql } from '../../platform/jobs/job-queue.port';

/** One event as the outbox stores it, before anyone knows whether an endpoint wants it. */
export interface OutboxRow {
  id: string;
  type: string;
  payload: object;
  idempotency_key: string | null;
  sandbox: boolean;
  /** Delivered to every enabled endpoint of its mode, whatever it subscribed to. */
  always: boolean;
  created_at: string;
}

/**
 * The events a transaction publishes, written by one deferred statement that decides in SQL what the outbox
 * used to decide between two round trips (ADR 0012): which endpoints want each event (locked FOR
 * KEY SHARE, as before, so a concurrent deletion waits for this commit or goes first), the events that have
 * a receiver (none stored without one; an idempotency key already taken stores nothing), one message per
 * event and endpoint, and one delivery job per message. So a use case that writes a row and publishes its
 * event sends nothing until its COMMIT, and the commit goes out with the settings as one round trip.
 */
export class OutboxBatches {
  private readonly open = new WeakMap<EntityManager, { tenantId: TenantId; rows: OutboxRow[] }>();

  /** Adds the event to the transaction's batch; the first event of a transaction defers the statement. */
  add(em: EntityManager, tenantId: TenantId, row: OutboxRow, jobs: JobInsertSql): void {
    let batch = this.open.get(em);
    if (!batch) {
      const created = { tenantId, rows: [] as OutboxRow[] };
      this.open.set(em, created);
      // Built when the deferred writes go out; events published after that start the next batch.
      deferBuiltWrite(em, () => {
        this.open.delete(em);
        return outboxWrite(created.tenantId, created.rows, jobs);
      });
      batch = created;
    }
    // A transaction is one tenant's (TenantTransaction): a batch can never mix tenants.
    if (batch.tenantId !== tenantId) throw new Error('outbox: events of two tenants in one transaction');
    batch.rows.push(row);
  }
}

/** $1 the tenant, $2 the events as JSON; the job insert's parameters follow. */
function outboxWrite(tenantId: TenantId, rows: OutboxRow[], jobs: JobInsertSql): Write {
  return {
    parts: [
      {
        name: 'events',
        sql: `SELECT * FROM jsonb_to_recordset($2::jsonb) AS e (id text, type text, payload jsonb,
                idempotency_key text, sandbox boolean, always boolean, created_at timestamptz)`,
      },
      {
        name: 'endpoints',
        sql: `SELECT w.id, w.sandbox, w.event_types FROM webhook_endpoints w
              WHERE w.tenant_id = $1::uuid AND w.enabled
                AND EXISTS (SELECT 1 FROM {{events}} e
                            WHERE e.sandbox = w.sandbox AND (e.always OR e.type = ANY (w.event_types)))
              FOR KEY SHARE OF w`,
      },
      {
        name: 'pairs',
        sql: `SELECT e.id AS event_id, w.id AS endpoint_id FROM {{events}} e
              JOIN {{endpoints}} w ON w.sandbox = e.sandbox AND (e.always OR e.type = ANY (w.event_types))`,
      },
      {
        name: 'stored',
        sql: `INSERT INTO webhook_events (id, tenant_id, type, payload, idempotency_key, sandbox, created_at)
              SELECT e.id, $1::uuid, e.type, e.payload, e.idempotency_key, e.sandbox, e.created_at FROM {{events}} e
              WHERE EXISTS (SELECT 1 FROM {{pairs}} p WHERE p.event_id = e.id)
              ON CONFLICT (tenant_id, idempotency_key) DO NOTHING
              RETURNING id, created_at`,
      },
      {
        name: 'messages',
        sql: `INSERT INTO webhook_messages (id, tenant_id, event_id, endpoint_id, status, attempts, next_attempt_at,
                created_at, updated_at)
              SELECT gen_random_uuid(), $1::uuid, s.id, p.endpoint_id, 'pending', 0, s.created_at, s.created_at,
                s.created_at
              FROM {{stored}} s JOIN {{pairs}} p ON p.event_id = s.id
              RETURNING id`,
      },
      {
        // The delivery job's data (delivery-job.ts: DeliveryJob), first attempt, as the outbox enqueued it:
        // the `{{source}}` of the job insert.
        name: 'source',
        sql: `SELECT jsonb_build_object('tenantId', ($1::uuid)::text, 'messageId', m.id::text, 'attempt', 1,
                'trigger', 'automatic') AS data
              FROM {{messages}} m`,
      },
    ],
    sql: shiftedParameters(jobs.sql, 2),
    parameters: [tenantId, JSON.stringify(rows), ...jobs.parameters],
  };
}
