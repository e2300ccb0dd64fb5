import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { webhookSettings } from '../application/webhook-settings';
import type { AppConfig } from '../../platform/config/app-config';

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
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  const key = randomBytes(32);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
  new Logger('Webhooks').warn(
    `generated a webhook secret key in ${file}; set WEBHOOK_SECRET_KEY outside development`,
  );
  return key;
}
