import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';
import { toBool } from '../platform/config/env-transforms';
import { validateEnvironment, type ConfigSection } from '../platform/config/config-section';
import { toIntegerOrRaw } from '../platform/validation/query-transforms';

export interface AnalyticsConfig {
  /** Longest date range a funnel, cohort or attribution query may span, in days. */
  maxQueryDays: number;
  /**
   * Record the product's own searches, views, matches and calculations as server-side events (buffered in
   * memory, no statement on the request's path; each tenant can opt out). `false` switches it off for all.
   */
  serverEvents: boolean;
}

export const ANALYTICS_DEFAULTS: AnalyticsConfig = { maxQueryDays: 366, serverEvents: true };

class AnalyticsEnvironment {
  @IsOptional() @Transform(toIntegerOrRaw) @IsInt() @Min(1) @Max(3660) ANALYTICS_MAX_QUERY_DAYS?: number;
  @IsOptional() @Transform(toBool) @IsBoolean() ANALYTICS_SERVER_EVENTS?: boolean;
}

/** The `analytics` section (docs/configuration.md). */
export const ANALYTICS_CONFIG: ConfigSection<AnalyticsConfig> = {
  key: 'analytics',
  load(env) {
    const parsed = validateEnvironment(AnalyticsEnvironment, env);
    return {
      maxQueryDays: parsed.ANALYTICS_MAX_QUERY_DAYS ?? ANALYTICS_DEFAULTS.maxQueryDays,
      serverEvents: parsed.ANALYTICS_SERVER_EVENTS ?? ANALYTICS_DEFAULTS.serverEvents,
    };
  },
};
