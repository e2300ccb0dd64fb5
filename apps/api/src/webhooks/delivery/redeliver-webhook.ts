import type { TenantId } from '@libs/shared';
import type { JobQueue } from '../../platform/jobs/job-queue.port';
import { WebhookDeliveryNotFoundError } from '../application/webhook.errors';
import type { TypeormWebhookDeliveryLog } from '../persistence/typeorm-webhook-delivery-log';
import { DELIVERY_QUEUE, type DeliveryJob } from './delivery-job';

/** One more attempt of the message a logged delivery belongs to (trigger `manual`), with the same `webhook-id`. */
export class RedeliverWebhook {
  constructor(
    private readonly log: TypeormWebhookDeliveryLog,
    private readonly jobs: JobQueue,
  ) {}

  async execute(tenantId: TenantId, deliveryId: string): Promise<{ messageId: string }> {
    const messageId = await this.log.messageOf(tenantId, deliveryId);
    if (!messageId) throw new WebhookDeliveryNotFoundError();
    const job: DeliveryJob = { messageId, attempt: 0, trigger: 'manual' };
    await this.jobs.enqueue(DELIVERY_QUEUE, job);
    return { messageId };
  }
}
