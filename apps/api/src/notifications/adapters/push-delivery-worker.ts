import { Logger } from '@nestjs/common';
import { generateRequestDetails } from 'web-push';
import { retryDelaySeconds } from '../../platform/http/retry-after';
import type { TenantJobs } from '../../platform/jobs/tenant-jobs';
import type { GuardedHttpWebhookSender, WebhookResponse } from '../../webhooks';
import type { NotificationConfig, VapidKeys } from '../application/notification-settings';
import { PUSH_DELIVERY_JOB, type PushDeliveryJob } from '../application/push-job';
import type { PushSubscriptions } from '../application/push-subscriptions.port';

export type PushOutcome = 'delivered' | 'gone' | 'retrying' | 'dropped' | 'sandbox';

/** A push service's `Retry-After` is followed from 1 s to an hour (a message's TTL is short anyway). */
const PUSH_RETRY_AFTER = { minSeconds: 1, maxSeconds: 3_600 };

/**
 * Delivers one push message (RFC 8030): encrypts `aes128gcm` for the browser's keys (RFC 8291), signs VAPID
 * (RFC 8292), and POSTs through the webhooks' SSRF-guarded client with one deadline. 404/410: the browser is
 * gone, the subscription is deleted. 429/5xx/timeout: again later (Retry-After or the schedule), as a new
 * job, so no worker sleeps. Other answers (413 too large, 400, 403) cannot get better by retrying.
 */
export class PushDeliveryWorker {
  private readonly log = new Logger('WebPush');

  constructor(
    private readonly subscriptions: PushSubscriptions,
    private readonly sender: GuardedHttpWebhookSender,
    private readonly jobs: TenantJobs,
    private readonly vapid: VapidKeys,
    private readonly settings: NotificationConfig,
  ) {}

  async deliver(job: PushDeliveryJob): Promise<PushOutcome> {
    const subscription = await this.subscriptions.forDelivery(job.tenantId, job.subscriptionId);
    if (!subscription) return 'dropped'; // deleted meanwhile
    if (subscription.sandbox) {
      // A sandbox credential reaches nothing real (ADR 0009): counted on the subscription, sent nowhere.
      await this.subscriptions.recordSandboxDelivery(job.tenantId, job.subscriptionId, new Date());
      return 'sandbox';
    }
    const details = generateRequestDetails(
      { endpoint: subscription.endpoint, keys: subscription.keys },
      JSON.stringify(job.message),
      {
        vapidDetails: { subject: this.settings.vapidSubject, ...this.vapid },
        TTL: job.ttlSeconds,
        urgency: job.urgency,
        topic: job.topic,
        contentEncoding: 'aes128gcm',
      },
    );
    const headers = Object.fromEntries(
      Object.entries(details.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    const response = await this.sender.send({ url: details.endpoint, headers, body: details.body });
    return this.settle(job, response);
  }

  private async settle(job: PushDeliveryJob, response: WebhookResponse): Promise<PushOutcome> {
    const status = response.httpStatus;
    if (response.ok) return 'delivered';
    if (status === 404 || status === 410) {
      await this.subscriptions.remove(job.tenantId, job.subscriptionId);
      return 'gone';
    }
    const transient =
      status === null
        ? response.errorClass === 'timeout' || response.errorClass === 'network_error'
        : status === 429 || status >= 500;
    const delay = this.settings.pushRetrySeconds[job.attempt - 1];
    if (!transient || delay === undefined) {
      this.log.warn(
        `push ${job.subscriptionId}: dropped after attempt ${job.attempt} (${status ?? response.errorClass})`,
      );
      return 'dropped';
    }
    await this.jobs.enqueue(
      PUSH_DELIVERY_JOB,
      { ...job, attempt: job.attempt + 1 },
      { startAfterSeconds: retryDelaySeconds(delay, response.retryAfterSeconds, PUSH_RETRY_AFTER) },
    );
    return 'retrying';
  }
}
