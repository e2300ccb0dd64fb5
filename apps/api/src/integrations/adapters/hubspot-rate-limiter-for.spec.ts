import { loadConfig } from '../../platform/config/load-config';
import type { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import { INTEGRATION_CONFIG } from '../integrations.config';
import { PostgresHubspotRateLimiter } from '../persistence/postgres-hubspot-rate-limiter';
import { hubspotRateLimiterFor } from './hubspot-rate-limiter-for';
import { RedisHubspotRateLimiter } from './redis-hubspot-rate-limiter';

describe('the HubSpot rate limiter chosen by the environment', () => {
  const tenantTx = {} as TenantTransaction;
  const configFrom = (env: NodeJS.ProcessEnv) =>
    loadConfig({ NODE_ENV: 'test', ...env }, [INTEGRATION_CONFIG]);

  it('holds the window in Redis when REDIS_URL is set', async () => {
    const limiter = hubspotRateLimiterFor(configFrom({ REDIS_URL: 'redis://127.0.0.1:1' }), tenantTx);
    expect(limiter).toBeInstanceOf(RedisHubspotRateLimiter);
    // Its connection opens at the first request; this one never had one and closes without waiting.
    await (limiter as RedisHubspotRateLimiter).onApplicationShutdown();
  });

  it('holds it in the app’s PostgreSQL otherwise', () => {
    expect(hubspotRateLimiterFor(configFrom({}), tenantTx)).toBeInstanceOf(PostgresHubspotRateLimiter);
  });
});
