import { Injectable, type OnModuleInit, type Provider } from '@nestjs/common';
import { Clock } from '@libs/shared';
import { hkdfSync } from 'node:crypto';
import { TenantEntitlements } from '../../access';
import { AppConfigToken, type AppConfig } from '../../platform/config/app-config';
import { TenantJobs } from '../../platform/jobs/tenant-jobs';
import { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import {
  AesGcmSecretCipher,
  GuardedHttpWebhookSender,
  rejectWebhookUrl,
  resolveWebhookSecretKey,
} from '../../webhooks';
import { notificationSettings, type VapidKeys } from '../application/notification-settings';
import { PUSH_DELIVERY_JOB } from '../application/push-job';
import { PushSubscriptions } from '../application/push-subscriptions.port';
import { SendPush } from '../application/send-push.use-case';
import { SubscribePush } from '../application/subscribe-push.use-case';
import { rejectPushEndpoint } from '../domain/push-endpoint-policy';
import { TypeormPushSubscriptions } from '../persistence/typeorm-push-subscriptions';
import { PushDeliveryWorker } from './push-delivery-worker';
import { resolveVapidKeys } from './vapid-keys';

export const VAPID_KEYS = Symbol('VAPID_KEYS');

/** Registers the delivery job's handler (the module's own code, as the kernel asks). */
@Injectable()
export class PushJobHandlers implements OnModuleInit {
  constructor(
    private readonly jobs: TenantJobs,
    private readonly worker: PushDeliveryWorker,
  ) {}

  onModuleInit(): void {
    this.jobs.register(PUSH_DELIVERY_JOB, async (job) => void (await this.worker.deliver(job)));
  }
}

export const PUSH_PROVIDERS: Provider[] = [
  PushJobHandlers,
  {
    provide: VAPID_KEYS,
    inject: [AppConfigToken],
    useFactory: (c: AppConfig) => resolveVapidKeys(notificationSettings(c), c.nodeEnv),
  },
  {
    provide: PushSubscriptions,
    inject: [TenantTransaction, AppConfigToken],
    useFactory: (t: TenantTransaction, c: AppConfig) => {
      // A key of its own, derived from the webhooks' at-rest key (one secret to configure and rotate).
      const key = Buffer.from(
        hkdfSync('sha256', resolveWebhookSecretKey(c), '', 'notifications-push-keys', 32),
      );
      return new TypeormPushSubscriptions(t, new AesGcmSecretCipher(key));
    },
  },
  {
    provide: SubscribePush,
    inject: [PushSubscriptions, TenantEntitlements, AppConfigToken, Clock],
    useFactory: (s: PushSubscriptions, e: TenantEntitlements, c: AppConfig, clock: Clock) => {
      const settings = notificationSettings(c);
      const relaxed = settings.pushAllowPrivateAddresses;
      const problem = (endpoint: string) =>
        rejectPushEndpoint(endpoint, settings.pushAllowedHosts, (url) =>
          rejectWebhookUrl(url, { allowHttp: relaxed, allowPrivateAddresses: relaxed }),
        );
      return new SubscribePush(s, e, problem, clock);
    },
  },
  {
    provide: SendPush,
    inject: [PushSubscriptions, TenantJobs],
    useFactory: (s: PushSubscriptions, j: TenantJobs) => new SendPush(s, j),
  },
  {
    provide: PushDeliveryWorker,
    inject: [PushSubscriptions, TenantJobs, VAPID_KEYS, AppConfigToken],
    useFactory: (s: PushSubscriptions, j: TenantJobs, vapid: VapidKeys, c: AppConfig) => {
      const settings = notificationSettings(c);
      const sender = new GuardedHttpWebhookSender({
        timeoutMs: settings.pushTimeoutMs,
        allowHttp: settings.pushAllowPrivateAddresses,
        allowPrivateAddresses: settings.pushAllowPrivateAddresses,
      });
      return new PushDeliveryWorker(s, sender, j, vapid, settings);
    },
  },
];
