import { createECDH, randomBytes } from 'node:crypto';
import { generateVAPIDKeys } from 'web-push';
import { tenantIdOf } from '@libs/shared';
import type { TenantJobs } from '../../platform/jobs/tenant-jobs';
import type { GuardedHttpWebhookSender, WebhookResponse } from '../../webhooks';
import { notificationSettings } from '../application/notification-settings';
import type { PushDeliveryJob } from '../application/push-job';
import type { PushSubscriptions } from '../application/push-subscriptions.port';
import { PushDeliveryWorker } from './push-delivery-worker';

const TENANT = tenantIdOf('00000000-0000-4000-8000-000000000001');
const browser = createECDH('prime256v1');
browser.generateKeys();
const keys = { p256dh: browser.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') };

/** A push service answering 429 with the given Retry-After; the jobs it makes us enqueue are recorded. */
function workerAnswering(retryAfterSeconds: number | null) {
  const enqueued: { data: PushDeliveryJob; startAfterSeconds?: number }[] = [];
  const jobs = {
    enqueue: async (_job: unknown, data: PushDeliveryJob, options?: { startAfterSeconds?: number }) => {
      enqueued.push({ data, startAfterSeconds: options?.startAfterSeconds });
    },
  } as unknown as TenantJobs;
  const answer: WebhookResponse = {
    ok: false,
    httpStatus: 429,
    errorClass: 'http_status',
    excerpt: null,
    retryAfterSeconds,
    durationMs: 3,
  };
  const sender = { send: async () => answer } as unknown as GuardedHttpWebhookSender;
  const subscriptions = {
    forDelivery: async () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys }),
  } as unknown as PushSubscriptions;
  const settings = notificationSettings({ features: {} } as never);
  const worker = new PushDeliveryWorker(subscriptions, sender, jobs, generateVAPIDKeys(), settings);
  return { worker, enqueued, settings };
}

const job: PushDeliveryJob = {
  tenantId: TENANT,
  subscriptionId: 's-1',
  message: { title: 'Hallo' },
  ttlSeconds: 60,
  attempt: 1,
};

describe('push retries honour Retry-After within bounds', () => {
  it('retries after a short Retry-After, not after the schedule (1 s, not 30 s)', async () => {
    const { worker, enqueued, settings } = workerAnswering(1);
    expect(settings.pushRetrySeconds[0]).toBe(30);
    await expect(worker.deliver(job)).resolves.toBe('retrying');
    expect(enqueued).toEqual([{ data: { ...job, attempt: 2 }, startAfterSeconds: 1 }]);
  });

  it.each([
    [null, 30],
    [0, 1],
    [600, 600],
    [86_400 * 7, 3_600],
  ])('Retry-After %p -> next attempt after %p s', async (after, expected) => {
    const { worker, enqueued } = workerAnswering(after);
    await worker.deliver(job);
    expect(enqueued[0]?.startAfterSeconds).toBe(expected);
  });
});
