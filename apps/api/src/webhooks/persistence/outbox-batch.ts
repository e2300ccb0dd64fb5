import type { TenantId } from '@libs/shared';
import type { StatementWrite, WriteContext } from '../../platform/tenancy/deferred-writes';
import { deferTo, transactionSlot } from '../../platform/tenancy/typeorm-unit-of-work';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import type { TenantJobs } from '../../platform/jobs/tenant-jobs';
import { DELIVERY_JOB, type DeliveryJob } from '../application/delivery-job';

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
 * The events a transaction publishes, written by one deferred statement that decides in SQL which endpoints
 * want each event (locked FOR KEY SHARE, so a concurrent deletion waits for this commit or goes first), stores
 * the events that have a receiver (none without one; an idempotency key already taken stores nothing) and one
 * message per event and endpoint, and answers the messages. Their delivery jobs are then enqueued through
 * pg-boss's own `insert` on the same transaction (`TenantJobs#enqueueMany`), before its COMMIT: an event
 * exists exactly with its jobs. No message, no job statement.
 *
 * Waiting for the messages costs the COMMIT a round trip of its own, for the many tenants that subscribe to
 * nothing as well. So a transaction sent at once (BEGIN to COMMIT in one round trip, `atOnce`) of a tenant
 * whose last outbox write found no receiver guesses that again: its statement stores nothing and calls
 * `fm_refute_guess` if any message would be stored, which rolls the transaction back; the hint is then
 * dropped and the unit of work runs its units again, now waiting for the messages (ADR 0036).
 */
export class OutboxBatches {
  /**
   * Tenant and modes whose last outbox write found no receiver (a hint, never trusted: the statement checks
   * it). By mode too, so that a tenant's sandbox lane never teaches its live lane.
   */
  private readonly quiet = new Set<string>();

  constructor(private readonly jobs: TenantJobs) {}

  /** Adds the event to the transaction's batch; the first event of a transaction defers the statement. */
  add(tx: Transaction, row: OutboxRow): void {
    const rows = transactionSlot(tx, 'webhooks.outbox', () => {
      const made: OutboxRow[] = [];
      // Built at the commit, with every event published until then.
      deferTo(tx, (context) => (made.length ? this.outboxWrite(tx, made, context) : null));
      return made;
    });
    rows.push(row);
  }

  /** $1 the tenant, $2 the events as JSON. */
  private outboxWrite(tx: Transaction, rows: OutboxRow[], context: WriteContext): StatementWrite {
    const tenantId: TenantId = tx.tenantId;
    const modes = new Set(rows.map((row) => row.sandbox));
    const hint = `${tenantId}:${[...modes].sort().join(',')}`;
    const statement = {
      ctes: [
        {
          name: 'outbox_events',
          sql: `SELECT * FROM jsonb_to_recordset($2::jsonb) AS e (id text, type text, payload jsonb,
                  idempotency_key text, sandbox boolean, always boolean, created_at timestamptz)`,
        },
        {
          name: 'outbox_endpoints',
          sql: `SELECT w.id, w.sandbox, w.event_types FROM webhook_endpoints w
                WHERE w.tenant_id = $1::uuid AND w.enabled
                  AND EXISTS (SELECT 1 FROM outbox_events e
                              WHERE e.sandbox = w.sandbox AND (e.always OR e.type = ANY (w.event_types)))
                FOR KEY SHARE OF w`,
        },
        {
          name: 'outbox_pairs',
          sql: `SELECT e.id AS event_id, w.id AS endpoint_id FROM outbox_events e
                JOIN outbox_endpoints w ON w.sandbox = e.sandbox AND (e.always OR e.type = ANY (w.event_types))`,
        },
        {
          name: 'outbox_stored',
          sql: `INSERT INTO webhook_events (id, tenant_id, type, payload, idempotency_key, sandbox, created_at)
                SELECT e.id, $1::uuid, e.type, e.payload, e.idempotency_key, e.sandbox, e.created_at
                FROM outbox_events e
                WHERE EXISTS (SELECT 1 FROM outbox_pairs p WHERE p.event_id = e.id)
                ON CONFLICT (tenant_id, idempotency_key) DO NOTHING
                RETURNING id, created_at`,
        },
        {
          name: 'outbox_messages',
          sql: `INSERT INTO webhook_messages (id, tenant_id, event_id, endpoint_id, status, attempts,
                  next_attempt_at, created_at, updated_at)
                SELECT gen_random_uuid(), $1::uuid, s.id, p.endpoint_id, 'pending', 0, s.created_at,
                  s.created_at, s.created_at
                FROM outbox_stored s JOIN outbox_pairs p ON p.event_id = s.id
                RETURNING id`,
        },
      ],
      parameters: [tenantId, JSON.stringify(rows)],
    };
    if (context.atOnce && this.quiet.has(hint))
      return {
        ...statement,
        sql: `SELECT fm_refute_guess('outbox: an endpoint wants these events') FROM outbox_messages LIMIT 1`,
        onRefuted: () => this.quiet.delete(hint),
      };
    return {
      ...statement,
      sql: `SELECT id::text AS id FROM outbox_messages`,
      then: async (messages) => {
        if (messages.length === 0) return this.remember(hint);
        this.quiet.delete(hint);
        // The delivery job's data (delivery-job.ts), first attempt, as `publishIn` enqueues it.
        const jobs = (messages as { id: string }[]).map((m): DeliveryJob => ({
          tenantId,
          messageId: m.id,
          attempt: 1,
          trigger: 'automatic',
        }));
        await this.jobs.enqueueMany(DELIVERY_JOB, jobs, { transaction: tx });
      },
    };
  }

  private remember(hint: string): void {
    // Bounded: forgetting a tenant costs it one commit that waits for its messages.
    if (this.quiet.size >= 10_000) this.quiet.clear();
    this.quiet.add(hint);
  }
}
