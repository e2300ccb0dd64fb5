import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { parseTenantId, type TenantId } from '@libs/shared';
import { eventTypeOf } from '../../platform/events/event-types';
import { TenantJobs } from '../../platform/jobs/tenant-jobs';
import { transactionOf } from '../../platform/tenancy/typeorm-unit-of-work';
import { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import { PUSH_DELIVERY_JOB } from '../application/push-job';
import { FeedWakeups } from './feed-wakeups';

const PAGE = 200;
/**
 * Wake-ups of one tenant within this window make one dispatch: a burst of events (a batch of calculations)
 * costs one transaction per instance, and none of it runs inside the publishing request's time.
 */
const COALESCE_MS = 250;

interface Pending {
  id: string;
  type: string;
  sandbox: boolean;
}

/**
 * Pushes feed events to the browsers whose preferences (`eventTypes` of the subscription) ask for them, as
 * they happen. Every instance hears every wake-up, so the tenant's `pushed_through` mark decides who pushes:
 * the instance that locks the feed head (SKIP LOCKED: the others leave it) enqueues the jobs and advances the
 * mark in one transaction, so each event is pushed once. An event committed while the head is locked waits
 * for that lock and announces itself afterwards, so nothing is left behind.
 */
@Injectable()
export class PreferencePushDispatcher implements OnModuleInit, OnModuleDestroy {
  private readonly log = new Logger('WebPush');
  private readonly running = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
  private readonly waiting = new Map<string, NodeJS.Timeout>();
  private stop: (() => void) | null = null;

  constructor(
    private readonly wakeups: FeedWakeups,
    private readonly tenantTx: TenantTransaction,
    private readonly jobs: TenantJobs,
  ) {}

  onModuleInit(): void {
    this.stop = this.wakeups.addForEveryTenant((tenant) => {
      const tenantId = tenant ? parseTenantId(tenant) : null;
      if (!tenantId || this.waiting.has(tenantId)) return;
      const timer = setTimeout(() => {
        this.waiting.delete(tenantId);
        this.schedule(tenantId);
      }, COALESCE_MS);
      timer.unref();
      this.waiting.set(tenantId, timer);
    });
  }

  onModuleDestroy(): void {
    this.stop?.();
    for (const timer of this.waiting.values()) clearTimeout(timer);
    this.waiting.clear();
  }

  /** One dispatch per tenant at a time on this instance; a wake-up meanwhile runs one more afterwards. */
  schedule(tenantId: TenantId): void {
    if (this.running.has(tenantId)) {
      this.again.add(tenantId);
      return;
    }
    const run = this.dispatch(tenantId)
      .catch((err: unknown) => this.log.warn(`push dispatch ${tenantId}: ${String(err)}`))
      .finally(() => {
        this.running.delete(tenantId);
        if (this.again.delete(tenantId)) this.schedule(tenantId);
      });
    this.running.set(tenantId, run);
  }

  /** Waits for this instance's dispatches (tests). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running.values());
  }

  private dispatch(tenantId: TenantId): Promise<void> {
    return this.tenantTx.run(tenantId, async (em) => {
      const heads: { pushed_through: string }[] = await em.query(
        `SELECT pushed_through FROM notification_feed_heads WHERE tenant_id = $1 FOR UPDATE SKIP LOCKED`,
        [tenantId],
      );
      if (!heads[0]) return;
      const events: Pending[] = await em.query(
        `SELECT id, type, sandbox FROM notification_events WHERE tenant_id = $1 AND id > $2 ORDER BY id LIMIT ${PAGE}`,
        [tenantId, heads[0].pushed_through],
      );
      if (events.length === 0) return;
      const wanted: { event_id: string; subscription_id: string }[] = await em.query(
        `SELECT e.id AS event_id, s.id AS subscription_id
         FROM unnest($2::bigint[], $3::text[], $4::boolean[]) AS e (id, type, sandbox)
         JOIN push_subscriptions s ON s.tenant_id = $1 AND s.sandbox = e.sandbox AND e.type = ANY (s.event_types)
         ORDER BY e.id, s.created_at`,
        [tenantId, events.map((e) => e.id), events.map((e) => e.type), events.map((e) => e.sandbox)],
      );
      const byId = new Map(events.map((e) => [String(e.id), e]));
      for (const w of wanted) {
        const event = byId.get(String(w.event_id))!;
        await this.jobs.enqueue(
          PUSH_DELIVERY_JOB,
          {
            tenantId,
            subscriptionId: w.subscription_id,
            message: {
              title: eventTypeOf(event.type)?.description ?? event.type,
              eventId: String(event.id),
              eventType: event.type,
            },
            ttlSeconds: 86_400,
            attempt: 1,
          },
          { transaction: transactionOf(tenantId, em) },
        );
      }
      await em.query(`UPDATE notification_feed_heads SET pushed_through = $2 WHERE tenant_id = $1`, [
        tenantId,
        events.at(-1)!.id,
      ]);
      // A full page: more may be waiting.
      if (events.length === PAGE) this.again.add(tenantId);
    });
  }
}
