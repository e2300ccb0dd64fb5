import { IsOptional, IsString, Matches, MinLength } from 'class-validator';
import { ConfigError, validateEnvironment, type ConfigSection } from '../platform/config/config-section';

/** The cron module's environment variables (docs/configuration.md). */
class CronEnvironment {
  // A scheduler's shared secret: long enough to be unguessable (Vercel asks for 16 characters at least).
  @IsOptional()
  @IsString()
  @MinLength(32)
  @Matches(/^\S+$/, { message: 'must not contain spaces' })
  CRON_SECRET?: string;
}

/** The `cron` section: the bearer secret of the triggers; null: generated (never in production). */
export interface CronConfig {
  secret: string | null;
}

export const CRON_CONFIG: ConfigSection<CronConfig> = {
  key: 'cron',
  load(env, nodeEnv) {
    const parsed = validateEnvironment(CronEnvironment, env);
    if (nodeEnv === 'production' && !parsed.CRON_SECRET) {
      throw new ConfigError('Invalid configuration:\n  CRON_SECRET is required in production');
    }
    return { secret: parsed.CRON_SECRET ?? null };
  },
};
