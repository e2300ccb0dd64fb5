import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import PgBoss from 'pg-boss';
import type { DataSource } from 'typeorm';
import type { JobsConfig } from '../config/app-config';
import type { ChangeNotifications } from '../database/change-notifications.port';
import { APP_ROLE } from '../tenancy/tenant-transaction';
import { queryRunnerOf } from '../tenancy/typeorm-unit-of-work';
import { JobQueue, type EnqueueOptions, type JobHandler } from './job-queue.port';
import { INSTALL_JOB_WAKEUP_TRIGGER, JobWakeups, PGBOSS_SETUP_LOCK } from './job-wakeups';
import { dataSourceExecutor, runnerExecutor } from './typeorm-sql-executor';

/**
 * Crash recovery only: a job whose worker vanished is handed out again after `EXPIRE_SECONDS` (by the sweep of
 * a worker instance, every `sweepIntervalSeconds`), up to `RETRY_LIMIT` times. pg-boss also fails a handler
 * still running after its job's expiry, in-process. Business retries (webhook schedule, Retry-After) are new
 * jobs sent by the handler.
 */
const EXPIRE_SECONDS = 120;
const RETRY_LIMIT = 5;
const RETRY_DELAY_SECONDS = 5;

/** pg-boss 10 on the app's DataSource (ADR 0007). Starts after all modules registered their queues. */
export class PgBossJobQueue extends JobQueue implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = new Logger('Jobs');
  private readonly handlers = new Map<string, JobHandler<object>>();
  /** This instance's pg-boss workers by queue, for the wake-ups. */
  private readonly workers = new Map<string, string[]>();
  private readonly boss: PgBoss;
  private wakeups: JobWakeups | undefined;
  private started: Promise<void> | undefined;
  /** `started` resolved: the schema, the grants and every registered queue exist. */
  private isStarted = false;
  private stopping = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: JobsConfig,
    /** Where committed jobs are announced (job-wakeups.ts); without it the workers only poll. */
    private readonly notifications?: ChangeNotifications,
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
      retryDelay: RETRY_DELAY_SECONDS,
      singletonKey: options.singletonKey,
      ...(options.transaction ? { db: runnerExecutor(queryRunnerOf(options.transaction)) } : {}),
    });
  }

  override ready(): Promise<void> {
    return this.start();
  }

  /** pg-boss's own `insert` (with its `db` executor inside a transaction): one statement for all the jobs. */
  async enqueueMany<T extends object>(
    queue: string,
    data: T[],
    options: Pick<EnqueueOptions, 'transaction' | 'expireInSeconds'> = {},
  ): Promise<void> {
    if (data.length === 0) return;
    await this.start();
    const jobs = data.map((one) => ({
      name: queue,
      data: one,
      expireInSeconds: options.expireInSeconds ?? EXPIRE_SECONDS,
      retryLimit: RETRY_LIMIT,
      retryDelay: RETRY_DELAY_SECONDS,
    }));
    await this.boss.insert(
      jobs,
      options.transaction ? { db: runnerExecutor(queryRunnerOf(options.transaction)) } : {},
    );
  }

  override get isReady(): boolean {
    return this.isStarted;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.start();
    if (!this.config.workers) return;
    for (const [queue, handler] of this.handlers) {
      const ids: string[] = [];
      this.workers.set(queue, ids);
      for (let i = 0; i < this.config.concurrency; i++) {
        // Known once `work` answers, which is before its first fetch can hand out a job (that takes I/O).
        const worker = { id: '' };
        worker.id = await this.boss.work<object>(
          queue,
          { batchSize: 1, pollingIntervalSeconds: this.config.pollingIntervalSeconds },
          async ([job]) => {
            if (!job) return;
            try {
              await handler(job.data);
            } finally {
              // A worker that found a job looks again at once: a batch drains without waiting for polls.
              if (worker.id) this.boss.notifyWorker(worker.id);
            }
          },
        );
        ids.push(worker.id);
      }
    }
    if (this.notifications) {
      this.wakeups = new JobWakeups(this.notifications, (queue) => this.wake(queue));
      await this.wakeups.start();
    }
  }

  /** Ends the idle wait of this instance's workers of a queue (null: of every queue). */
  private wake(queue: string | null): void {
    const ids = queue === null ? [...this.workers.values()].flat() : (this.workers.get(queue) ?? []);
    for (const id of ids) this.boss.notifyWorker(id);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    this.wakeups?.close();
    if (!this.started) return;
    await this.started.catch(() => undefined);
    // Graceful: running handlers finish (a delivery takes at most its timeout); close: false, the pool is TypeORM's.
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: 20_000 });
  }

  /**
   * Jobs are enqueued inside tenant transactions, which run as the application role (row-level security):
   * it may insert jobs (and read back their ids, RETURNING) and read the queue definitions, nothing else.
   * pg-boss creates its schema at start, after the migrations, so the grant is made here; under the same
   * advisory lock as the wake-up trigger, since two instances granting at once fail with "tuple concurrently
   * updated" (job-queue-wakeup.int-spec.ts starts two at once).
   */
  private async grantEnqueueToAppRole(): Promise<void> {
    await this.dataSource.query(`
      DO $$ BEGIN
        PERFORM pg_advisory_xact_lock(hashtext('${PGBOSS_SETUP_LOCK}'));
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
      await this.dataSource.query(INSTALL_JOB_WAKEUP_TRIGGER);
      for (const queue of this.handlers.keys()) {
        if (!(await this.boss.getQueue(queue))) await this.boss.createQueue(queue);
      }
      this.isStarted = true;
    })();
    return this.started;
  }
}
