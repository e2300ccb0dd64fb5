import { Global, Module } from '@nestjs/common';
import { ScheduleModule, SchedulerRegistry } from '@nestjs/schedule';
import { Clock } from '@libs/shared';
import { DataSource } from 'typeorm';
import { AppConfigToken, type AppConfig, type JobsConfig } from '../config/app-config';
import { ChangeNotifications } from '../database/change-notifications.port';
import { JobQueue } from './job-queue.port';
import { PgBossJobQueue } from './pg-boss-job-queue';
import { QueuedScheduledJobs } from './queued-scheduled-jobs';
import { ScheduleTicker } from './schedule-ticker';
import { ScheduledJobs } from './scheduled-jobs.port';
import { TenantJobs } from './tenant-jobs';
import { TypeormJobRunStore } from './typeorm-job-run-store';

/**
 * Workers run where the config says so: `loadConfig` turns them on unless `JOB_WORKERS=false`; a hand-built
 * config (tests, tools) only enqueues unless it asks, so an app a test forgot to close leaves no polling timers.
 */
export function jobsSettings(config: AppConfig): JobsConfig {
  return {
    workers: false,
    pollingIntervalSeconds: 2,
    concurrency: 4,
    sweepIntervalSeconds: 60,
    ...config.jobs,
  };
}

/** The job queue every feature enqueues into and registers workers with, and the scheduled jobs on it. */
@Global()
@Module({
  imports: [ScheduleModule.forRoot()],
  providers: [
    {
      provide: JobQueue,
      inject: [DataSource, AppConfigToken, ChangeNotifications],
      useFactory: (dataSource: DataSource, config: AppConfig, notifications: ChangeNotifications) =>
        new PgBossJobQueue(dataSource, jobsSettings(config), notifications),
    },
    {
      provide: QueuedScheduledJobs,
      inject: [DataSource, JobQueue, Clock],
      useFactory: (d: DataSource, j: JobQueue, c: Clock) =>
        new QueuedScheduledJobs(new TypeormJobRunStore(d), j, c),
    },
    { provide: ScheduledJobs, useExisting: QueuedScheduledJobs },
    { provide: TenantJobs, inject: [JobQueue], useFactory: (j: JobQueue) => new TenantJobs(j) },
    {
      // The schedules are driven where jobs are worked: an enqueue-only instance leaves them to the others.
      provide: ScheduleTicker,
      inject: [QueuedScheduledJobs, Clock, AppConfigToken, SchedulerRegistry],
      useFactory: (s: QueuedScheduledJobs, c: Clock, config: AppConfig, r: SchedulerRegistry) =>
        new ScheduleTicker(s, c, jobsSettings(config).workers, r),
    },
  ],
  exports: [JobQueue, ScheduledJobs, TenantJobs],
})
export class JobsModule {}
