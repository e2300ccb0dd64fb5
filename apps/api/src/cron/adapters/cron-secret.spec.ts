import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '../../platform/config/app-config';
import { CronSecret, resolveCronSecret } from './cron-secret';

const config = (overrides: Partial<AppConfig>): AppConfig =>
  ({
    nodeEnv: 'development',
    database: { kind: 'embedded', dataDir: 'memory://' },
    ...overrides,
  }) as AppConfig;

describe('CronSecret', () => {
  const secret = new CronSecret('s3cret-of-the-scheduler-0123456789abcdef');

  it.each([
    ['the secret', 's3cret-of-the-scheduler-0123456789abcdef', true],
    ['one character more', 's3cret-of-the-scheduler-0123456789abcdefx', false],
    ['one character less', 's3cret-of-the-scheduler-0123456789abcde', false],
    ['another of the same length', 's3cret-of-the-scheduler-0123456789abcdeF', false],
    ['nothing', '', false],
  ])('matches %s: %s', (_, candidate, expected) => {
    expect(secret.matches(candidate)).toBe(expected);
  });
});

describe('resolveCronSecret', () => {
  it('uses the configured secret', () => {
    expect(resolveCronSecret(config({ features: { cron: { secret: 'x'.repeat(32) } } }))).toBe(
      'x'.repeat(32),
    );
  });

  it('refuses to make one up in production', () => {
    expect(() => resolveCronSecret(config({ nodeEnv: 'production' }))).toThrow(/CRON_SECRET is required/);
  });

  it('generates a fresh one per start for an in-memory database', () => {
    const a = resolveCronSecret(config({}));
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(resolveCronSecret(config({}))).not.toBe(a);
  });

  it('generates one beside the embedded data directory once (0600) and reads it back after a restart', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fm-cron-secret-'));
    try {
      const onDisk = config({ database: { kind: 'embedded', dataDir: join(dir, 'pglite') } });
      const first = resolveCronSecret(onDisk);
      const file = join(dir, 'cron-secret');
      expect(readFileSync(file, 'utf8')).toBe(first);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(resolveCronSecret(onDisk)).toBe(first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
