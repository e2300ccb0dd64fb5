import { Inject, Module, type OnApplicationShutdown, Logger } from '@nestjs/common';
import { Clock } from '@libs/shared';
import { OutboundEvents } from '../platform/events/outbound-events.port';
import { AppConfigToken, type AppConfig } from '../platform/config/app-config';
import { InMemoryRateLimitStore } from './adapters/in-memory-rate-limit.store';
import { RateLimitAdmission } from './application/rate-limit.admission';
import { RateLimitStore } from './application/rate-limit-store.port';
import { RedisRateLimitStore } from './adapters/redis-rate-limit.store';
import { BatchingUsageLedger } from './adapters/batching-usage-ledger';
import { CountingUsageLedger } from './adapters/counting-usage-ledger';
import { RedisUsageLedger } from './adapters/redis-usage-ledger';
import { TypeormUsageLedger } from './persistence/typeorm-usage-ledger';
import { UsageLedger } from './application/usage-ledger.port';

class RedisShutdown implements OnApplicationShutdown {
  constructor(@Inject(RateLimitStore) private readonly store: RateLimitStore) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.store instanceof RedisRateLimitStore) await this.store.close();
  }
}

/** Burst counters (Redis when `REDIS_URL` is set, else in process) and the persisted monthly usage. */
@Module({
  providers: [
    {
      provide: RateLimitStore,
      inject: [AppConfigToken],
      useFactory: (c: AppConfig) =>
        c.redisUrl ? new RedisRateLimitStore(c.redisUrl) : new InMemoryRateLimitStore(),
    },
    TypeormUsageLedger,
    {
      // ADR 0012 and 0026: Redis leases blocks of the quota exactly across instances; one instance without Redis
      // counts in process; several without Redis lease blocks from the usage row (USAGE_COUNTER=database).
      provide: UsageLedger,
      inject: [TypeormUsageLedger, RateLimitStore, AppConfigToken],
      useFactory: (l: TypeormUsageLedger, s: RateLimitStore, c: AppConfig) =>
        s instanceof RedisRateLimitStore
          ? new RedisUsageLedger(s.redis, l)
          : c.usageCounter === 'database'
            ? new BatchingUsageLedger(l)
            : new CountingUsageLedger(l),
    },
    {
      provide: RateLimitAdmission,
      inject: [RateLimitStore, UsageLedger, Clock, { token: OutboundEvents, optional: true }],
      useFactory: (s: RateLimitStore, l: UsageLedger, c: Clock, e?: OutboundEvents) =>
        new RateLimitAdmission(s, l, c, e, new Logger(RateLimitAdmission.name)),
    },
    RedisShutdown,
  ],
  exports: [RateLimitStore, UsageLedger, RateLimitAdmission],
})
export class RateLimitModule {}
