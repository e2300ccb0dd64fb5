import type { AppConfig, WebhookConfig } from '../../platform/config/app-config';
import { STANDARD_RETRY_SCHEDULE_SECONDS } from './retry-policy';

/** The webhook settings with their defaults: 15 s timeout, Standard Webhooks schedule, 30 days of log. */
export function webhookSettings(config: AppConfig): WebhookConfig {
  return {
    secretKey: null,
    allowHttp: false,
    allowPrivateAddresses: false,
    timeoutMs: 15_000,
    retryScheduleSeconds: STANDARD_RETRY_SCHEDULE_SECONDS,
    disableAfterExhaustions: 3,
    retentionDays: 30,
    rotationGraceSeconds: 86_400,
    ...config.webhooks,
  };
}
