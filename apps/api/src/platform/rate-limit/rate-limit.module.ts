import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { TenantsModule } from '../../tenants/tenants.module';
import { AppConfigToken, type AppConfig } from '../config/app-config';
import { InMemoryRateLimitStore } from './in-memory-rate-limit.store';
import { RateLimitGuard } from './rate-limit.guard';
import { RateLimitStore } from './rate-limit-store.port';
import { RedisRateLimitStore } from './redis-rate-limit.store';
import { BatchingUsageLedger } from './batching-usage-ledger';
import { TypeormUsageLedger } from './typeorm-usage-ledger';
import { UsageLedger } from './usage-ledger.port';

class RedisShutdown implements OnApplicationShutdown {
  constructor(@Inject(RateLimitStore) private readonly store: RateLimitStore) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.store instanceof RedisRateLimitStore) await this.store.close();
  }
}

/** Burst counters (Redis when `REDIS_URL` is set, else in process) and the persisted monthly usage. */
@Module({
  imports: [TenantsModule],
  providers: [
    {
      provide: RateLimitStore,
      inject: [AppConfigToken],
      useFactory: (c: AppConfig) =>
        c.redisUrl ? new RedisRateLimitStore(c.redisUrl) : new InMemoryRateLimitStore(),
    },
    TypeormUsageLedger,
    {
      provide: UsageLedger,
      inject: [TypeormUsageLedger],
      useFactory: (l: TypeormUsageLedger) => new BatchingUsageLedger(l),
    },
    RateLimitGuard,
    RedisShutdown,
  ],
  exports: [RateLimitStore, UsageLedger, RateLimitGuard],
})
export class RateLimitModule {}
