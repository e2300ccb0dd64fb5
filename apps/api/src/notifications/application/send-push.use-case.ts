import type { TenantJobs } from '../../platform/jobs/tenant-jobs';
import type { FeedScope } from './notification-feed.port';
import { PushNoRecipientError, PushSubscriptionNotFoundError } from './notification.errors';
import { PUSH_DELIVERY_JOB, type PushDeliveryJob, type PushMessage } from './push-job';
import type { PushSubscriptions, PushTarget } from './push-subscriptions.port';

export interface PushRequest {
  target: PushTarget;
  message: PushMessage;
  ttlSeconds: number;
  urgency?: PushDeliveryJob['urgency'];
  topic?: string;
}

/** Only enqueues, one job per subscription (never sends inline: a slow push service must not hold the call). */
export class SendPush {
  constructor(
    private readonly subscriptions: PushSubscriptions,
    private readonly jobs: TenantJobs,
  ) {}

  async execute(scope: FeedScope, request: PushRequest): Promise<{ queued: number }> {
    const ids = await this.subscriptions.idsFor(scope, request.target);
    if (ids.length === 0) {
      if (request.target.to === 'subscription') throw new PushSubscriptionNotFoundError();
      throw new PushNoRecipientError();
    }
    for (const subscriptionId of ids) {
      await this.jobs.enqueue(PUSH_DELIVERY_JOB, {
        tenantId: scope.tenantId,
        subscriptionId,
        message: request.message,
        ttlSeconds: request.ttlSeconds,
        urgency: request.urgency,
        topic: request.topic,
        attempt: 1,
      });
    }
    return { queued: ids.length };
  }
}
