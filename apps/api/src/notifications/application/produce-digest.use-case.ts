import type { TenantId } from '@libs/shared';
import type { OutboundEvents } from '../../platform/events/outbound-events.port';
import type { TenantJobs } from '../../platform/jobs/tenant-jobs';
import { eventTypeOf } from '../../platform/events/event-types';
import type { Transaction, UnitOfWork } from '../../platform/tenancy/unit-of-work.port';
import {
  digestPeriod,
  filtersOnPrograms,
  matchesDigestFilters,
  nextDigestAt,
  programIdsOf,
  digestText,
  summariseDigest,
  type ProgramFacts,
} from '../domain/digest';
import type { FeedEvent } from '../domain/feed-event';
import type { DigestChats } from './digest-chats.port';
import type { DigestRepository, LockedDigest } from './digest-repository.port';
import type { ProgramDirectory } from './program-directory.port';
import { PUSH_DELIVERY_JOB } from './push-job';

/** Events one digest covers at most; more wait for the next period (the watermark says where it stopped). */
const MAX_EVENTS = 5_000;
/**
 * Transactions one digest may take to resolve its events' programs: the first finds the ids, the second
 * normally produces; a third covers ids of events committed in between. Programs still unresolved then
 * are treated as unknown (left out of a filtered digest), so a stream of new events cannot hold it back.
 */
const MAX_PASSES = 3;

type Pass = { outcome: DigestOutcome } | { unresolved: string[] };

export type DigestOutcome = 'sent' | 'skipped' | 'duplicate' | 'not_due';

/**
 * Produces the digest a schedule owes for its due period, exactly once: under the schedule's row lock the
 * period's run is recorded (unique per schedule and period), the watermark and the next due time advance,
 * and the webhook event, push jobs and chat messages are written, all in one transaction. A second trigger,
 * a second instance or a retried job finds the run recorded (or the schedule no longer due) and sends nothing.
 */
export class ProduceDigest {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly digests: DigestRepository,
    private readonly events: OutboundEvents,
    private readonly jobs: TenantJobs,
    private readonly programs: ProgramDirectory,
    private readonly chats: DigestChats,
  ) {}

  /**
   * The catalogue is read between transactions, never inside one: its snapshot may have to load through a
   * connection of its own, which the embedded database (one connection) would only give after this commit.
   */
  async execute(tenantId: TenantId, scheduleId: string, now: Date): Promise<DigestOutcome> {
    const programs = new Map<string, ProgramFacts>();
    const asked = new Set<string>();
    for (let pass = 1; ; pass++) {
      const result = await this.uow.run(tenantId, async (tx): Promise<Pass> => {
        const locked = await this.digests.lock(tx, scheduleId);
        if (!locked || locked.nextDueAt > now) return { outcome: 'not_due' };
        const feed = await this.digests.eventsAfter(
          tx,
          { tenantId, sandbox: locked.schedule.sandbox },
          locked.watermark,
          MAX_EVENTS,
        );
        const unresolved = this.unresolvedPrograms(locked, feed, asked);
        if (unresolved.length > 0 && pass < MAX_PASSES) return { unresolved };
        return { outcome: await this.produce(tx, tenantId, locked, feed, programs, now) };
      });
      if ('outcome' in result) return result.outcome;
      result.unresolved.forEach((id) => asked.add(id));
      for (const [id, facts] of await this.programs.lookup(tenantId, result.unresolved))
        programs.set(id, facts);
    }
  }

  /** Program ids of events the type filter keeps, not looked up yet; none when no filter needs programs. */
  private unresolvedPrograms(locked: LockedDigest, feed: FeedEvent[], asked: ReadonlySet<string>): string[] {
    const { filters } = locked.schedule;
    if (!filtersOnPrograms(filters)) return [];
    const ids = feed
      .filter((e) => !filters.eventTypes?.length || filters.eventTypes.includes(e.type))
      .flatMap(programIdsOf)
      .filter((id) => !asked.has(id));
    return [...new Set(ids)];
  }

  private async produce(
    tx: Transaction,
    tenantId: TenantId,
    locked: LockedDigest,
    feed: FeedEvent[],
    programs: ReadonlyMap<string, ProgramFacts>,
    now: Date,
  ): Promise<DigestOutcome> {
    const { schedule, watermark } = locked;
    const scope = { tenantId, sandbox: schedule.sandbox };
    const scheduleId = schedule.id;
    const period = digestPeriod(schedule.cadence, locked.nextDueAt, schedule.timeZone);
    const throughId = feed.at(-1)?.id ?? watermark;
    const included = feed.filter((e) => matchesDigestFilters(e, schedule.filters, programs));
    const parts = summariseDigest(
      schedule.cadence,
      period,
      included,
      (type) => eventTypeOf(type)?.description,
    );
    const summary = digestText(parts);
    const send = included.length > 0 || schedule.sendEmpty;
    const recorded = await this.digests.recordRun(
      tx,
      {
        scheduleId,
        period,
        status: send ? 'sent' : 'skipped',
        eventCount: included.length,
        fromId: watermark + 1,
        throughId,
        summary,
      },
      now,
    );
    await this.digests.advance(tx, scheduleId, recorded ? throughId : watermark, nextDigestAt(schedule, now));
    if (!recorded) return 'duplicate';
    if (!send) return 'skipped';
    if (schedule.channels.includes('webhook')) {
      await this.events.publish(
        tenantId,
        {
          type: 'digest.ready',
          sandbox: schedule.sandbox,
          data: {
            scheduleId,
            period,
            eventCount: included.length,
            fromEventId: watermark + 1,
            throughEventId: throughId,
            summary,
          },
          idempotencyKey: `digest:${scheduleId}:${period}`,
        },
        tx,
      );
    }
    if (schedule.channels.includes('push')) {
      for (const subscriptionId of await this.digests.pushSubscriptionIds(tx, scope)) {
        await this.jobs.enqueue(
          PUSH_DELIVERY_JOB,
          {
            tenantId,
            subscriptionId,
            message: { title: parts.title, body: summary.slice(0, 1000) },
            ttlSeconds: 86_400,
            topic: `digest-${schedule.cadence}`,
            attempt: 1,
          },
          { transaction: tx },
        );
      }
    }
    if (schedule.channels.includes('chat')) {
      await this.chats.post(tx, scope, schedule.chatDestinationIds, parts);
    }
    return 'sent';
  }
}
