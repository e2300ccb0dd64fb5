import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import PgBoss from 'pg-boss';
import type { DataSource } from 'typeorm';
import type { JobsConfig } from '../config/app-config';
import { APP_ROLE } from '../tenancy/tenant-transaction';
import { entityManagerOf } from '../tenancy/typeorm-unit-of-work';
import { JobQueue, type EnqueueOptions, type JobHandler } from './job-queue.port';
import { dataSourceExecutor, transactionExecutor } from './typeorm-sql-executor';

/**
 * Crash recovery only: a job whose worker vanished is handed out again after `EXPIRE_SECONDS` (by the sweep of
 * a worker instance, every `sweepIntervalSeconds`), up to `RETRY_LIMIT` times. pg-boss also fails a handler
 * still running after its job's expiry, in-process. Business retries (webhook schedule, Retry-After) are new
 * jobs sent by the handler.
 */
const EXPIRE_SECONDS = 120;
const RETRY_LIMIT = 5;

/** pg-boss 10 on the app's DataSource (ADR 0007). Starts after all modules registered their queues. */
export class PgBossJobQueue extends JobQueue implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = new Logger('Jobs');
  private readonly handlers = new Map<string, JobHandler<object>>();
  private readonly boss: PgBoss;
  private started: Promise<void> | undefined;
  private stopping = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: JobsConfig,
  ) {
    super();
    this.boss = new PgBoss({
      db: dataSourceExecutor(dataSource, () => this.stopping),
      schema: 'pgboss',
      migrate: true,
      // The sweep (pg-boss "maintenance") puts jobs left active by a dead worker back once they expired.
      supervise: config.workers,
      maintenanceIntervalSeconds: config.sweepIntervalSeconds ?? 60,
      schedule: false,
    } as PgBoss.ConstructorOptions);
    this.boss.on('error', (error: Error) => this.log.error(`job queue: ${error.message}`));
  }

  register<T extends object>(queue: string, handler: JobHandler<T>): void {
    this.handlers.set(queue, handler as JobHandler<object>);
  }

  async enqueue<T extends object>(queue: string, data: T, options: EnqueueOptions = {}): Promise<void> {
    await this.start();
    await this.boss.send(queue, data, {
      startAfter: options.startAfterSeconds ? Math.max(1, Math.round(options.startAfterSeconds)) : undefined,
      expireInSeconds: options.expireInSeconds ?? EXPIRE_SECONDS,
      retryLimit: RETRY_LIMIT,
      retryDelay: 5,
      singletonKey: options.singletonKey,
      ...(options.transaction ? { db: transactionExecutor(entityManagerOf(options.transaction)) } : {}),
    });
  }

  override ready(): Promise<void> {
    return this.start();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.start();
    if (!this.config.workers) return;
    for (const [queue, handler] of this.handlers) {
      for (let i = 0; i < this.config.concurrency; i++) {
        await this.boss.work<object>(
          queue,
          { batchSize: 1, pollingIntervalSeconds: this.config.pollingIntervalSeconds },
          async ([job]) => {
            if (job) await handler(job.data);
          },
        );
      }
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    if (!this.started) return;
    await this.started.catch(() => undefined);
    // Graceful: running handlers finish (a delivery takes at most its timeout); close: false, the pool is TypeORM's.
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: 20_000 });
  }

  /**
   * Jobs are enqueued inside tenant transactions, which run as the application role (row-level security):
   * it may insert jobs (and read back their ids, RETURNING) and read the queue definitions, nothing else.
   * pg-boss creates its schema at start, after the migrations, so the grant is made here.
   */
  private async grantEnqueueToAppRole(): Promise<void> {
    await this.dataSource.query(`
      DO $$ BEGIN
        IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN
          GRANT USAGE ON SCHEMA pgboss TO ${APP_ROLE};
          GRANT SELECT ON pgboss.queue TO ${APP_ROLE};
          GRANT SELECT, INSERT ON pgboss.job TO ${APP_ROLE};
        END IF;
      END $$`);
  }

  private start(): Promise<void> {
    this.started ??= (async () => {
      await this.boss.start();
      await this.grantEnqueueToAppRole();
      for (const queue of this.handlers.keys()) {
        if (!(await this.boss.getQueue(queue))) await this.boss.createQueue(queue);
      }
    })();
    return this.started;
  }
}
