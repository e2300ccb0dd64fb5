import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { webhookSettings } from '../application/webhook-settings';
import type { AppConfig } from '../../platform/config/app-config';
import { readOrCreateSecretFile } from '../../platform/config/generated-secret-file';

/**
 * The key that encrypts signing secrets. Configured (`WEBHOOK_SECRET_KEY`, required in production), or in the
 * zero-setup start generated once and kept next to the embedded data directory (`webhook-secret.key`, 0600),
 * so that secrets survive restarts. An in-memory database gets an in-memory key. Never logged.
 */
export function resolveWebhookSecretKey(config: AppConfig): Buffer {
  const configured = webhookSettings(config).secretKey;
  if (configured) return Buffer.from(configured, 'base64');
  if (config.nodeEnv === 'production') throw new Error('WEBHOOK_SECRET_KEY is required in production');
  const target = config.database;
  if (target.kind === 'embedded' && target.dataDir.startsWith('memory://')) return randomBytes(32);
  const file = join(target.kind === 'embedded' ? dirname(target.dataDir) : './.data', 'webhook-secret.key');
  const { value, created } = readOrCreateSecretFile(file, () => randomBytes(32).toString('base64'));
  if (created)
    new Logger('Webhooks').warn(
      `generated a webhook secret key in ${file}; set WEBHOOK_SECRET_KEY outside development`,
    );
  return Buffer.from(value, 'base64');
}
