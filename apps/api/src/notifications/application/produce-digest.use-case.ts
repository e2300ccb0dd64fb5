import type { TenantId } from '@libs/shared';
import type { OutboundEvents } from '../../platform/events/outbound-events.port';
import type { TenantJobs } from '../../platform/jobs/tenant-jobs';
import type { UnitOfWork } from '../../platform/tenancy/unit-of-work.port';
import { digestPeriod, matchesDigestFilters, nextDigestAt, renderDigest } from '../domain/digest';
import type { DigestRepository } from './digest-repository.port';
import { PUSH_DELIVERY_JOB } from './push-job';

/** Events one digest covers at most; more wait for the next period (the watermark says where it stopped). */
const MAX_EVENTS = 5_000;

export type DigestOutcome = 'sent' | 'skipped' | 'duplicate' | 'not_due';

/**
 * Produces the digest a schedule owes for its due period, exactly once: under the schedule's row lock the
 * period's run is recorded (unique per schedule and period), the watermark and the next due time advance,
 * and the webhook event and push jobs are written, all in one transaction. A second trigger, a second
 * instance or a retried job finds the run recorded (or the schedule no longer due) and sends nothing.
 */
export class ProduceDigest {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly digests: DigestRepository,
    private readonly events: OutboundEvents,
    private readonly jobs: TenantJobs,
  ) {}

  execute(tenantId: TenantId, scheduleId: string, now: Date): Promise<DigestOutcome> {
    return this.uow.run(tenantId, async (tx) => {
      const locked = await this.digests.lock(tx, scheduleId);
      if (!locked || locked.nextDueAt > now) return 'not_due';
      const { schedule, watermark } = locked;
      const scope = { tenantId, sandbox: schedule.sandbox };
      const period = digestPeriod(schedule.cadence, locked.nextDueAt, schedule.timeZone);
      const feed = await this.digests.eventsAfter(tx, scope, watermark, MAX_EVENTS);
      const throughId = feed.at(-1)?.id ?? watermark;
      const included = feed.filter((e) => matchesDigestFilters(e, schedule.filters));
      const summary = renderDigest(schedule.cadence, period, included);
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
      await this.digests.advance(
        tx,
        scheduleId,
        recorded ? throughId : watermark,
        nextDigestAt(schedule, now),
      );
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
        const title =
          schedule.cadence === 'weekly' ? `Wochenübersicht ${period}` : `Tagesübersicht ${period}`;
        for (const subscriptionId of await this.digests.pushSubscriptionIds(tx, scope)) {
          await this.jobs.enqueue(
            PUSH_DELIVERY_JOB,
            {
              tenantId,
              subscriptionId,
              message: { title, body: summary.slice(0, 1000) },
              ttlSeconds: 86_400,
              topic: `digest-${schedule.cadence}`,
              attempt: 1,
            },
            { transaction: tx },
          );
        }
      }
      return 'sent';
    });
  }
}
