import { Global, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfigToken, type AppConfig, type JobsConfig } from '../config/app-config';
import { JobQueue } from './job-queue.port';
import { PgBossJobQueue } from './pg-boss-job-queue';

/**
 * Workers run where the config says so: `loadConfig` turns them on unless `JOB_WORKERS=false`; a hand-built
 * config (tests, tools) only enqueues unless it asks, so an app a test forgot to close leaves no polling timers.
 */
export function jobsSettings(config: AppConfig): JobsConfig {
  return { workers: false, pollingIntervalSeconds: 2, concurrency: 4, ...config.jobs };
}

/** The job queue every feature enqueues into and registers workers with. */
@Global()
@Module({
  providers: [
    {
      provide: JobQueue,
      inject: [DataSource, AppConfigToken],
      useFactory: (dataSource: DataSource, config: AppConfig) =>
        new PgBossJobQueue(dataSource, jobsSettings(config)),
    },
  ],
  exports: [JobQueue],
})
export class JobsModule {}
