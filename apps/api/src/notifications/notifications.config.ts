import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { ConfigError, validateEnvironment, type ConfigSection } from '../platform/config/config-section';
import { toInt } from '../platform/config/env-transforms';
import type { NotificationConfig } from './application/notification-settings';

/** The notifications module's environment variables (docs/configuration.md). */
class NotificationEnvironment {
  /** base64url of the 65-byte uncompressed P-256 point (`npx web-push generate-vapid-keys`). */
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{87}$/, { message: 'must be a base64url P-256 public key' })
  VAPID_PUBLIC_KEY?: string;
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{43}$/, { message: 'must be a base64url P-256 private key' })
  VAPID_PRIVATE_KEY?: string;
  @IsOptional() @IsString() VAPID_SUBJECT?: string;
  /** Comma-separated host names (a leading `*.` matches subdomains). */
  @IsOptional() @IsString() PUSH_ALLOWED_HOSTS?: string;
  @IsOptional() @Transform(toInt) @IsInt() @Min(1_000) @Max(60_000) PUSH_TIMEOUT_MS?: number;
  @IsOptional() @Transform(toInt) @IsInt() @Min(1) @Max(24 * 90) NOTIFICATIONS_FEED_RETENTION_HOURS?: number;
}

/** Subjects push services accept: Apple answers 403 BadJwtToken for `mailto:…@localhost` (web-push#947). */
export function vapidSubjectProblem(subject: string): string | null {
  if (/^https:\/\/[^/\s]+\.[^/\s]+/.test(subject)) return null;
  const mail = /^mailto:[^@\s]+@([^@\s]+)$/.exec(subject);
  if (!mail) return 'must be a mailto: or https: URL';
  const host = mail[1]!.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.'))
    return 'must name a real mail domain (push services refuse localhost)';
  return null;
}

/** The `notifications` section; keys missing outside production are generated at start (per process). */
export const NOTIFICATION_CONFIG: ConfigSection<Partial<NotificationConfig>> = {
  key: 'notifications',
  load(env, nodeEnv) {
    const parsed = validateEnvironment(NotificationEnvironment, env);
    const problems: string[] = [];
    if (!!parsed.VAPID_PUBLIC_KEY !== !!parsed.VAPID_PRIVATE_KEY)
      problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together');
    if (nodeEnv === 'production' && (!parsed.VAPID_PUBLIC_KEY || !parsed.VAPID_SUBJECT))
      problems.push('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are required in production');
    const subjectProblem = parsed.VAPID_SUBJECT ? vapidSubjectProblem(parsed.VAPID_SUBJECT) : null;
    if (subjectProblem) problems.push(`VAPID_SUBJECT ${subjectProblem}`);
    if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    const section: Partial<NotificationConfig> = {};
    if (parsed.VAPID_PUBLIC_KEY && parsed.VAPID_PRIVATE_KEY)
      section.vapid = { publicKey: parsed.VAPID_PUBLIC_KEY, privateKey: parsed.VAPID_PRIVATE_KEY };
    if (parsed.VAPID_SUBJECT) section.vapidSubject = parsed.VAPID_SUBJECT;
    if (parsed.PUSH_ALLOWED_HOSTS)
      section.pushAllowedHosts = parsed.PUSH_ALLOWED_HOSTS.split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean);
    if (parsed.PUSH_TIMEOUT_MS) section.pushTimeoutMs = parsed.PUSH_TIMEOUT_MS;
    if (parsed.NOTIFICATIONS_FEED_RETENTION_HOURS)
      section.feedRetentionHours = parsed.NOTIFICATIONS_FEED_RETENTION_HOURS;
    return section;
  },
};
