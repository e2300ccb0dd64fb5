import { Logger } from '@nestjs/common';
import { generateVAPIDKeys } from 'web-push';
import type { NotificationConfig, VapidKeys } from '../application/notification-settings';

/**
 * The application server's VAPID key pair (RFC 8292): configured, or outside production generated for this
 * process (browsers subscribed with it must subscribe again after a restart: fine for development only).
 */
export function resolveVapidKeys(settings: NotificationConfig, nodeEnv: string): VapidKeys {
  if (settings.vapid) return settings.vapid;
  if (nodeEnv === 'production')
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required in production');
  if (nodeEnv !== 'test')
    new Logger('Notifications').warn(
      'generated a VAPID key pair for this process; set VAPID_* outside development',
    );
  return generateVAPIDKeys();
}
