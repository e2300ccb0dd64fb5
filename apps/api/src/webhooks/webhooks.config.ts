import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, Matches } from 'class-validator';
import { ConfigError, validateEnvironment, type ConfigSection } from '../platform/config/config-section';
import { toBool } from '../platform/config/env-transforms';
import type { WebhookConfig } from './application/webhook-settings';

/** The webhooks module's environment variables (docs/configuration.md). */
class WebhookEnvironment {
  @IsOptional()
  @Matches(/^[A-Za-z0-9+/]{43}=$/, { message: 'must be base64 of 32 bytes' })
  WEBHOOK_SECRET_KEY?: string;
  @IsOptional() @Transform(toBool) @IsBoolean() WEBHOOK_ALLOW_HTTP?: boolean;
  @IsOptional() @Transform(toBool) @IsBoolean() WEBHOOK_ALLOW_PRIVATE_ADDRESSES?: boolean;
}

/** The `webhooks` section: the key that encrypts stored secrets, and the local-development relaxations. */
export const WEBHOOK_CONFIG: ConfigSection<Partial<WebhookConfig>> = {
  key: 'webhooks',
  load(env, nodeEnv) {
    const parsed = validateEnvironment(WebhookEnvironment, env);
    if (nodeEnv === 'production' && !parsed.WEBHOOK_SECRET_KEY) {
      throw new ConfigError('Invalid configuration:\n  WEBHOOK_SECRET_KEY is required in production');
    }
    if (nodeEnv === 'production' && (parsed.WEBHOOK_ALLOW_HTTP || parsed.WEBHOOK_ALLOW_PRIVATE_ADDRESSES)) {
      throw new ConfigError(
        'Invalid configuration:\n  WEBHOOK_ALLOW_HTTP and WEBHOOK_ALLOW_PRIVATE_ADDRESSES are never allowed in production',
      );
    }
    return {
      secretKey: parsed.WEBHOOK_SECRET_KEY ?? null,
      allowHttp: parsed.WEBHOOK_ALLOW_HTTP ?? false,
      allowPrivateAddresses: parsed.WEBHOOK_ALLOW_PRIVATE_ADDRESSES ?? false,
    };
  },
};
