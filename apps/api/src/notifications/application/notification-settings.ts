import type { AppConfig } from '../../platform/config/app-config';
import { configSection } from '../../platform/config/config-section';

/** The push services browsers use today (v2-anchors 4.1): Chrome/Edge, Firefox, Windows, Safari. */
export const DEFAULT_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
];

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The `notifications` section of the configuration, with the defaults below. */
export interface NotificationConfig {
  /** Null: generated at start (never in production; a restart invalidates the browsers' subscriptions). */
  vapid: VapidKeys | null;
  vapidSubject: string;
  pushAllowedHosts: string[];
  /** One deadline for connect and answer of a push service: a hanging service must not tie up workers. */
  pushTimeoutMs: number;
  /** Delays before the 2nd, 3rd, … attempt after 429/5xx/timeout. */
  pushRetrySeconds: number[];
  /** Skips the SSRF guard's address check and allows http (tests with a loopback push service). */
  pushAllowPrivateAddresses: boolean;
  /** How long the feed keeps an event (replay after reconnect, digests). */
  feedRetentionHours: number;
  /** Comment line sent on an idle stream (the issue asks for at most 25 s). */
  heartbeatSeconds: number;
  /** Lifetime of a stream token for `EventSource` (query parameter). */
  streamTokenSeconds: number;
}

export function notificationSettings(config: AppConfig): NotificationConfig {
  return {
    vapid: null,
    vapidSubject: 'mailto:betrieb@foerdermittel-api.de',
    pushAllowedHosts: DEFAULT_PUSH_HOSTS,
    pushTimeoutMs: 10_000,
    pushRetrySeconds: [30, 120, 600],
    pushAllowPrivateAddresses: false,
    feedRetentionHours: 168,
    heartbeatSeconds: 20,
    streamTokenSeconds: 300,
    ...configSection<Partial<NotificationConfig>>(config, 'notifications'),
  };
}
