import { Logger } from '@nestjs/common';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { dirname, join } from 'node:path';
import type { AppConfig } from '../../platform/config/app-config';
import { configSection } from '../../platform/config/config-section';
import { readOrCreateSecretFile } from '../../platform/config/generated-secret-file';
import type { CronConfig } from '../cron.config';

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/** The shared secret an external scheduler presents (`Authorization: Bearer <CRON_SECRET>`). Never logged. */
export class CronSecret {
  private readonly expected: Buffer;

  constructor(secret: string) {
    this.expected = digest(secret);
  }

  /** Compared as equal-length digests in constant time: neither content nor length leaks through timing. */
  matches(candidate: string): boolean {
    return timingSafeEqual(digest(candidate), this.expected);
  }
}

/**
 * Configured (`CRON_SECRET`, required in production), or in the zero-setup start generated once and kept next
 * to the embedded data directory (`cron-secret`, 0600) so that a local scheduler can read it. An in-memory
 * database gets an in-memory secret.
 */
export function resolveCronSecret(config: AppConfig): string {
  const configured = configSection<CronConfig>(config, 'cron')?.secret;
  if (configured) return configured;
  if (config.nodeEnv === 'production') throw new Error('CRON_SECRET is required in production');
  const target = config.database;
  if (target.kind === 'embedded' && target.dataDir.startsWith('memory://'))
    return randomBytes(32).toString('base64url');
  const file = join(target.kind === 'embedded' ? dirname(target.dataDir) : './.data', 'cron-secret');
  const { value, created } = readOrCreateSecretFile(file, () => randomBytes(32).toString('base64url'));
  if (created)
    new Logger('Cron').warn(`generated a cron secret in ${file}; set CRON_SECRET outside development`);
  return value;
}
