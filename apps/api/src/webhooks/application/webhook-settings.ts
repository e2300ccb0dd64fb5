import type { AppConfig } from '../../platform/config/app-config';
import { configSection } from '../../platform/config/config-section';
import { STANDARD_RETRY_SCHEDULE_SECONDS } from './retry-policy';

/** Delivery of outbound webhooks (the `webhooks` section of the configuration), with the defaults below. */
export interface WebhookConfig {
  /** AES-256-GCM key (base64 of 32 bytes) for the stored signing secrets; null: generated (never in production). */
  secretKey: string | null;
  /** `http://` endpoint URLs (local development only). */
  allowHttp: boolean;
  /** Switches the SSRF guard off: deliveries may reach loopback and private networks (tests, local development). */
  allowPrivateAddresses: boolean;
  timeoutMs: number;
  /** Delays before the 2nd, 3rd, ... attempt (Standard Webhooks schedule by default; tests shorten it). */
  retryScheduleSeconds: number[];
  /** An endpoint is disabled after this many messages in a row exhausted all their retries. */
  disableAfterExhaustions: number;
  /** How long delivery attempts and events are kept. */
  retentionDays: number;
  /** After a secret rotation the previous secret also signs for this long. */
  rotationGraceSeconds: number;
}

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
    ...configSection<Partial<WebhookConfig>>(config, 'webhooks'),
  };
}
