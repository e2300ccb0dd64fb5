import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, IsUrl, Max, Min } from 'class-validator';
import { ConfigError, validateEnvironment, type ConfigSection } from '../platform/config/config-section';
import { toBool, toInt } from '../platform/config/env-transforms';
import type { IntegrationSettings } from './application/integration-settings';

/** The integrations module's environment variables (docs/configuration.md). */
class IntegrationEnvironment {
  @IsOptional() @IsString() INTEGRATIONS_EXTRA_HOSTS?: string;
  @IsOptional() @Transform(toBool) @IsBoolean() INTEGRATIONS_ALLOW_HTTP?: boolean;
  @IsOptional() @Transform(toBool) @IsBoolean() INTEGRATIONS_ALLOW_PRIVATE_ADDRESSES?: boolean;
  @IsOptional() @Transform(toInt) @IsInt() @Min(1000) @Max(60_000) INTEGRATIONS_TIMEOUT_MS?: number;
  @IsOptional() @IsUrl({ require_tld: false, require_protocol: true }) INTEGRATIONS_LINK_BASE_URL?: string;
  /** HubSpot allows private apps 100 (Free/Starter) or 190 (Professional/Enterprise) requests per 10 s. */
  @IsOptional() @Transform(toInt) @IsInt() @Min(1) @Max(190) HUBSPOT_RATE_LIMIT_MAX?: number;
  @IsOptional() @Transform(toInt) @IsInt() @Min(1000) @Max(60_000) HUBSPOT_RATE_LIMIT_WINDOW_MS?: number;
}

/** The `integrations` section: vendor-call deadline, link base, HubSpot's window, and the test-only relaxations. */
export const INTEGRATION_CONFIG: ConfigSection<Partial<IntegrationSettings>> = {
  key: 'integrations',
  load(env, nodeEnv) {
    const parsed = validateEnvironment(IntegrationEnvironment, env);
    const extraHosts = (parsed.INTEGRATIONS_EXTRA_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean);
    if (
      nodeEnv === 'production' &&
      (extraHosts.length > 0 || parsed.INTEGRATIONS_ALLOW_HTTP || parsed.INTEGRATIONS_ALLOW_PRIVATE_ADDRESSES)
    ) {
      throw new ConfigError(
        'Invalid configuration:\n  INTEGRATIONS_EXTRA_HOSTS, INTEGRATIONS_ALLOW_HTTP and INTEGRATIONS_ALLOW_PRIVATE_ADDRESSES are never allowed in production',
      );
    }
    const section: Partial<IntegrationSettings> = {
      extraHosts,
      allowHttp: parsed.INTEGRATIONS_ALLOW_HTTP ?? false,
      allowPrivateAddresses: parsed.INTEGRATIONS_ALLOW_PRIVATE_ADDRESSES ?? false,
    };
    if (parsed.INTEGRATIONS_TIMEOUT_MS) section.timeoutMs = parsed.INTEGRATIONS_TIMEOUT_MS;
    if (parsed.INTEGRATIONS_LINK_BASE_URL) section.linkBaseUrl = parsed.INTEGRATIONS_LINK_BASE_URL;
    if (parsed.HUBSPOT_RATE_LIMIT_MAX || parsed.HUBSPOT_RATE_LIMIT_WINDOW_MS) {
      // One variable alone keeps the other at its default (100 per 10 s).
      section.hubspotRateLimit = {
        max: parsed.HUBSPOT_RATE_LIMIT_MAX ?? 100,
        windowMs: parsed.HUBSPOT_RATE_LIMIT_WINDOW_MS ?? 10_000,
      };
    }
    return section;
  },
};
