import { Module } from '@nestjs/common';
import { AppConfigToken, type AppConfig } from '../platform/config/app-config';
import { CronController } from './cron.controller';
import { CronSecret, resolveCronSecret } from './adapters/cron-secret';
import { CronTriggerGuard } from './adapters/cron-trigger.guard';

/**
 * The scheduled-job triggers (spec 4.3, ADR 0010). The jobs themselves are scheduled by the modules they
 * belong to, through the kernel's `ScheduledJobs`; this module only exposes them to external schedulers.
 */
@Module({
  controllers: [CronController],
  providers: [
    {
      provide: CronSecret,
      inject: [AppConfigToken],
      useFactory: (c: AppConfig) => new CronSecret(resolveCronSecret(c)),
    },
    CronTriggerGuard,
  ],
})
export class CronModule {}
