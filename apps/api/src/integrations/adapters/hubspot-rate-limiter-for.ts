import type { AppConfig } from '../../platform/config/app-config';
import type { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import type { HubspotRateLimiter } from '../application/hubspot-client.port';
import { integrationSettings } from '../application/integration-settings';
import { PostgresHubspotRateLimiter } from '../persistence/postgres-hubspot-rate-limiter';
import { RedisHubspotRateLimiter } from './redis-hubspot-rate-limiter';

/**
 * The limiter every instance shares (ADR 0018): Redis when `REDIS_URL` is set, because a slot there costs one
 * script call instead of a transaction with an advisory lock; else the app's PostgreSQL, which every instance
 * shares too, so a deployment without Redis still holds HubSpot's window.
 */
export function hubspotRateLimiterFor(config: AppConfig, tenantTx: TenantTransaction): HubspotRateLimiter {
  const { max, windowMs } = integrationSettings(config).hubspotRateLimit;
  return config.redisUrl
    ? RedisHubspotRateLimiter.connect(config.redisUrl, max, windowMs)
    : new PostgresHubspotRateLimiter(tenantTx, max, windowMs);
}
