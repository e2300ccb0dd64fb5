import type { TenantScope } from '@libs/shared';
import type { TenantJobs } from '../../platform/jobs/tenant-jobs';
import { WebhookDeliveryNotFoundError } from './webhook.errors';
import type { WebhookDeliveryLog } from './webhook-delivery-log.port';
import { DELIVERY_JOB, type DeliveryJob } from './delivery-job';

/** One more attempt of the message a logged delivery belongs to (trigger `manual`), with the same `webhook-id`. */
export class RedeliverWebhook {
  constructor(
    private readonly log: WebhookDeliveryLog,
    private readonly jobs: TenantJobs,
  ) {}

  async execute(scope: TenantScope, deliveryId: string): Promise<{ messageId: string }> {
    const messageId = await this.log.messageOf(scope, deliveryId);
    if (!messageId) throw new WebhookDeliveryNotFoundError();
    const job: DeliveryJob = { tenantId: scope.tenantId, messageId, attempt: 0, trigger: 'manual' };
    await this.jobs.enqueue(DELIVERY_JOB, job);
    return { messageId };
  }
}
